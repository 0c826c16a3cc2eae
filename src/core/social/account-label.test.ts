import { describe, expect, it } from "vitest";
import { compareAccounts, formatAccountLabel, formatAccountList, sortAccounts } from "./account-label";
import { PLATFORMS } from "./platform-names";

describe("formatAccountLabel", () => {
  it("names the account's network beside its username", () => {
    expect(formatAccountLabel({ platform: "instagram", username: "loja" })).toBe("@loja (Instagram)");
    expect(formatAccountLabel({ platform: "tiktok", username: "loja" })).toBe("@loja (TikTok)");
  });
});

describe("formatAccountList", () => {
  it("joins the labels in the one order, the last with 'e'", () => {
    const loja = { id: "2", platform: "tiktok", username: "loja" } as const;
    const marca = { id: "1", platform: "instagram", username: "marca" } as const;
    const instaLoja = { id: "3", platform: "instagram", username: "loja" } as const;
    expect(formatAccountList([loja])).toBe("@loja (TikTok)");
    expect(formatAccountList([loja, marca, instaLoja])).toBe("@loja (Instagram), @marca (Instagram) e @loja (TikTok)");
  });
});

describe("the accounts' one order", () => {
  it("is the network in the catalogue's order, then the username (any case), then the id", () => {
    const accounts = [
      { id: "c", platform: "tiktok", username: "loja" },
      { id: "b", platform: "instagram", username: "Zeca" },
      { id: "a", platform: "tiktok", username: "ana" },
      { id: "e", platform: "instagram", username: "loja" },
      { id: "d", platform: "instagram", username: "loja" },
    ] as const;
    expect(sortAccounts(accounts).map((account) => account.id)).toEqual(["d", "e", "b", "a", "c"]);
  });

  it("puts Instagram before TikTok as the catalogue does, whatever order it starts in", () => {
    const tiktok = { id: "1", platform: "tiktok", username: "loja" } as const;
    const instagram = { id: "2", platform: "instagram", username: "loja" } as const;
    expect(PLATFORMS.indexOf("instagram")).toBeLessThan(PLATFORMS.indexOf("tiktok"));
    expect(sortAccounts([tiktok, instagram])).toEqual([instagram, tiktok]);
    expect(sortAccounts([instagram, tiktok])).toEqual([instagram, tiktok]);
    expect(compareAccounts(instagram, tiktok)).toBeLessThan(0);
  });

  it("leaves the list it was given as it was", () => {
    const given = [
      { id: "1", platform: "tiktok", username: "b" },
      { id: "2", platform: "instagram", username: "a" },
    ] as const;
    const copy = [...given];
    sortAccounts(given);
    expect(given).toEqual(copy);
  });
});
