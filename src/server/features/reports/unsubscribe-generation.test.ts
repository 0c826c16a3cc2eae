import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/server";
import { paidUser } from "../../test/users";
import { findRecipientGeneration, listMembersWithChoice } from "./reports.queries";
import { signUnsubscribeToken, unsubscribePath } from "./unsubscribe-token";
import { findUnsubscribeTarget } from "./unsubscribe.service";

const t = useTestServer();

describe("a member's unsubscribe link", () => {
  it("cannot undo a later choice: after the reports are switched back on, an older link changes nothing", async () => {
    const owner = await paidUser(t.server, "advanced");
    const ctx = t.server.context;
    const linkOf = async () =>
      signUnsubscribeToken(
        {
          kind: "member",
          workspaceId: owner.workspaceId,
          userId: owner.userId,
          generation: await findRecipientGeneration(ctx.db, owner.workspaceId, owner.userId),
        },
        ctx.env.AUTH_SECRET,
      );
    const receives = async () =>
      (await listMembersWithChoice(ctx.db, owner.workspaceId)).find((m) => m.userId === owner.userId)?.enabled ?? true;

    // The link of the first e-mail stops the reports.
    const old = await linkOf();
    const first = await findUnsubscribeTarget(ctx, old);
    expect(first.found && (await first.apply())).toBe(true);
    expect(await receives()).toBe(false);

    // The owner switches them back on in /relatorios.
    const back = await owner.client.request("/api/report-settings", {
      method: "PUT",
      json: { recipients: [{ userId: owner.userId, enabled: true }] },
    });
    expect(back.status).toBe(200);
    expect(await receives()).toBe(true);

    // The old link says it is from an earlier e-mail, and changes nothing, by GET or POST.
    expect(await findUnsubscribeTarget(ctx, old)).toEqual({ found: false, reason: "superseded" });
    const page = await t.server.app.request(unsubscribePath(old), { method: "POST" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Este link é de um e-mail anterior");
    expect(await receives()).toBe(true);

    // The next e-mail's link works.
    const fresh = await findUnsubscribeTarget(ctx, await linkOf());
    expect(fresh.found && (await fresh.apply())).toBe(true);
    expect(await receives()).toBe(false);
  });
});
