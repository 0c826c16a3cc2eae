import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccessFields } from "./access-fields";
import { describeAccounts, namedAccounts } from "./team-view";

// docs/decisions/033-account-labels.md: with @loja on Instagram and on TikTok, the owner must see
// which one they give.
const accounts = [
  { id: "t1", platform: "tiktok", username: "loja" },
  { id: "i2", platform: "instagram", username: "marca" },
  { id: "i1", platform: "instagram", username: "loja" },
] as const;

/** The text each account's checkbox is labelled with, in the order shown. */
function checkboxLabels(html: string) {
  return [...html.matchAll(/<label[^>]*><input type="checkbox"[^>]*\/>(.*?)<\/label>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("the accounts an owner gives a member", () => {
  it("name each account's network beside its username, Instagram's first, then by username", () => {
    const html = renderToStaticMarkup(
      <AccessFields idPrefix="convite" value={{ role: "viewer", accountIds: ["i1"] }} onChange={() => {}} accounts={accounts} />,
    );
    expect(checkboxLabels(html)).toEqual(["@loja Instagram", "@marca Instagram", "@loja TikTok"]);
    // The network's icon is drawn for the eye only; its name is read.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it("are listed with their networks on the team page and the invitation", () => {
    expect(describeAccounts(namedAccounts(["t1", "i1"], accounts))).toBe("@loja (Instagram) e @loja (TikTok)");
    expect(describeAccounts([{ platform: "tiktok", username: "loja" }])).toBe("@loja (TikTok)");
    expect(describeAccounts(null)).toBe("Todas as contas");
  });
});
