import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../../../test/source-error";
import { startContractServer, type ContractServer } from "./contract-server";
import { createGraphCommentActions } from "./graph-replies";

// A local server answering like graph.instagram.com with the documented shapes of
// POST /{ig-comment-id}/replies?message=… ({ "id": "…" }) and POST /{ig-comment-id}?hide=true
// ({ "success": true }), and Graph's error bodies for a deleted comment (code 100, subcode 33), a
// missing permission (code 10), throttling (code 4) and an ended token (code 190).
const token = "IGAAlongLivedToken";
const commentId = "17858893269000011";
let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
});
afterAll(async () => {
  await server.close();
});

const actions = () => createGraphCommentActions({ baseUrl: server.url, apiVersion: "v23.0", timeoutMs: 2_000 });
const graphError = (status: number, error: Record<string, unknown>) => ({
  status,
  body: { error: { type: "OAuthException", fbtrace_id: "AbCdEf123", ...error } },
});

describe("reply", () => {
  it("posts the message as the account's reply and returns the reply's id", async () => {
    server.handle((request) =>
      request.method === "POST" && request.url.pathname === `/v23.0/${commentId}/replies`
        ? { body: { id: "17873440459141021" } }
        : undefined,
    );
    const answer = await actions().reply({
      accessToken: token,
      commentId,
      message: "Oi @ana! Entregamos sim 😀",
      now: new Date(),
    });
    expect(answer).toEqual({ id: "17873440459141021" });
    const [request] = server.requests;
    expect(request!.url.searchParams.get("message")).toBe("Oi @ana! Entregamos sim 😀");
    expect(request!.url.searchParams.get("access_token")).toBe(token);
  });

  it.each([
    {
      name: "a deleted comment",
      reply: graphError(400, {
        message:
          "Unsupported post request. Object with ID '17858893269000011' does not exist, cannot be loaded due to missing permissions, or does not support this operation.",
        code: 100,
        error_subcode: 33,
        type: "GraphMethodException",
      }),
      kind: "not_found",
      transient: false,
    },
    {
      name: "a missing permission",
      reply: graphError(403, {
        message: "(#10) Application does not have permission for this action: instagram_business_manage_comments",
        code: 10,
      }),
      kind: "token_revoked",
      transient: false,
    },
    {
      name: "throttling",
      reply: graphError(400, { message: "(#4) Application request limit reached", code: 4, is_transient: true }),
      kind: "rate_limited",
      transient: true,
    },
    {
      name: "an ended token",
      reply: graphError(400, { message: "Error validating access token: Session has expired", code: 190, error_subcode: 463 }),
      kind: "token_revoked",
      transient: false,
    },
    { name: "an outage", reply: { status: 503, raw: "Service Unavailable" }, kind: "unavailable", transient: true },
  ])("keeps the network's reason for $name", async ({ reply, kind, transient }) => {
    server.handle(() => reply);
    const error = await failureOf(actions().reply({ accessToken: token, commentId, message: "Oi", now: new Date() }));
    expect(error.kind).toBe(kind);
    expect(error.transient).toBe(transient);
    const body = "body" in reply ? (reply.body as unknown as { error: { message: string } }) : undefined;
    if (body) expect(error.message).toBe(body.error.message);
  });

  it("names the missing permission", async () => {
    server.handle(() =>
      graphError(403, {
        message: "(#10) Application does not have permission for this action: instagram_business_manage_comments",
        code: 10,
      }),
    );
    const error = await failureOf(actions().reply({ accessToken: token, commentId, message: "Oi", now: new Date() }));
    expect(error.missingPermission?.name).toBe("instagram_business_manage_comments");
  });

  it("refuses an answer without the reply's id", async () => {
    server.handle(() => ({ body: { success: true } }));
    expect((await failureOf(actions().reply({ accessToken: token, commentId, message: "Oi", now: new Date() }))).kind).toBe(
      "malformed",
    );
  });
});

describe("hide", () => {
  it.each([true, false])("posts hide=%s on the comment", async (hidden) => {
    server.handle((request) =>
      request.method === "POST" && request.url.pathname === `/v23.0/${commentId}` ? { body: { success: true } } : undefined,
    );
    await actions().hide({ accessToken: token, commentId, hidden });
    expect(server.requests[0]!.url.searchParams.get("hide")).toBe(String(hidden));
  });

  it("refuses when the network does not confirm", async () => {
    server.handle(() => ({ body: { success: false } }));
    expect((await failureOf(actions().hide({ accessToken: token, commentId, hidden: true }))).kind).toBe("malformed");
  });
});
