import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/index";
import { suspendedMessage } from "../../http/workspace-suspended";
import { useTestServer } from "../../test/server";
import { liftSuspension, suspendWorkspace } from "../../test/suspension";
import { paidUser } from "../../test/users";

const t = useTestServer();

const company = (name: string) => ({
  accountType: "business",
  legalDocument: "11.222.333/0001-81",
  name,
  email: "loja@exemplo.com.br",
  phone: "(11) 91234-5678",
});

// The company write refuses a suspended workspace in its own statement (decision 020), with the
// same pt-BR 403 as every other write.
describe("PUT /api/onboarding/company", () => {
  it("saves the company, and is refused with the suspension's message while the workspace is suspended", async () => {
    const user = await paidUser(t.server);
    const db = t.server.context.db;
    const companyName = async () =>
      (await db.select({ name: profiles.companyName }).from(profiles).where(eq(profiles.workspaceId, user.workspaceId)))[0]?.name;
    expect((await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Alfa") })).status).toBe(
      200,
    );
    expect(await companyName()).toBe("Loja Alfa");

    await suspendWorkspace(db, user.workspaceId);
    const refused = await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Beta") });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: suspendedMessage, reason: "WORKSPACE_SUSPENDED" } });
    expect(await companyName()).toBe("Loja Alfa");

    // Past due but not suspended: writable.
    await liftSuspension(db, user.workspaceId);
    expect((await user.client.request("/api/onboarding/company", { method: "PUT", json: company("Loja Beta") })).status).toBe(
      200,
    );
    expect(await companyName()).toBe("Loja Beta");
  });
});
