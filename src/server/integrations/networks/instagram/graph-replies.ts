import { z } from "zod";
import { graphErrorOf, graphUrl } from "./graph-api";
import { requestJson } from "./http-json";
import { SourceError, type CommentActions } from "../network.port";

/*
 * Answering comments through the Instagram API (docs/decisions/048-replies.md), for both logins:
 *   POST /{ig-comment-id}/replies?message=…  -> { "id": "<the reply's id>" }
 *   POST /{ig-comment-id}?hide=true|false    -> { "success": true }
 * Both need the comments permission the product already asks for (instagram_business_manage_comments,
 * or instagram_manage_comments through Facebook Login). A refusal keeps Instagram's own message as
 * the error's message, for the person to read; the kind says whether to try again.
 */

const replyAnswer = z.looseObject({ id: z.union([z.string().min(1), z.number()]) });
const hideAnswer = z.looseObject({ success: z.literal(true) });

// Graph's "does not exist, cannot be loaded due to missing permissions, or does not support this
// operation" (code 100, subcode 33): for a comment, almost always one deleted on the network.
const missingObjectCode = 100;

export type GraphReplierOptions = {
  /** graph.instagram.com (Instagram Login) or graph.facebook.com (Facebook Login); tests point it at a local server. */
  baseUrl?: string;
  apiVersion?: string;
  timeoutMs?: number;
};

export function createGraphCommentActions({
  baseUrl = "https://graph.instagram.com",
  apiVersion = "v23.0",
  timeoutMs = 20_000,
}: GraphReplierOptions = {}): CommentActions {
  const versioned = `${baseUrl.replace(/\/$/, "")}/${apiVersion}`;

  async function post<T extends z.ZodType>(path: string, params: Record<string, string>, schema: T, what: string) {
    const url = graphUrl(versioned, path, params);
    const response = await requestJson(url.toString(), {
      method: "POST",
      headers: { accept: "application/json" },
      timeoutMs,
      service: "Instagram",
    });
    if (response.status < 200 || response.status >= 300) throw refusalOf(response.status, response.json, what);
    const parsed = schema.safeParse(response.json);
    if (!parsed.success) throw new SourceError("malformed", `${what}: unexpected answer`);
    return parsed.data as z.infer<T>;
  }

  return {
    async reply({ accessToken, commentId, message }) {
      const answer = await post(
        `${encodeURIComponent(commentId)}/replies`,
        { message, access_token: accessToken },
        replyAnswer,
        `POST /${commentId}/replies`,
      );
      return { id: String(answer.id) };
    },
    async hide({ accessToken, commentId, hidden }) {
      await post(
        encodeURIComponent(commentId),
        { hide: String(hidden), access_token: accessToken },
        hideAnswer,
        `POST /${commentId}?hide=${hidden}`,
      );
    },
  };
}

/** Instagram's refusal as a SourceError whose message is Instagram's own reason. */
function refusalOf(status: number, body: unknown, what: string): SourceError {
  const mapped = graphErrorOf(status, body, what);
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const reason = typeof error?.message === "string" && error.message ? error.message : mapped.message;
  const kind = error?.code === missingObjectCode ? "not_found" : mapped.kind;
  return new SourceError(kind, reason, {
    cause: mapped,
    ...(mapped.missingPermission ? { missingPermission: mapped.missingPermission } : {}),
  });
}
