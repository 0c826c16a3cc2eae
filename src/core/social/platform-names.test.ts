import { describe, expect, it } from "vitest";
import { listNetworks, onNetworks, opensOnNetwork } from "./platform-names";

describe("networks named in a sentence", () => {
  it("lists the networks in the catalogue's order, every one when none is given", () => {
    expect(listNetworks()).toBe("Instagram e TikTok");
    expect(listNetworks(["tiktok", "instagram", "tiktok"])).toBe("Instagram e TikTok");
    expect(onNetworks(["tiktok"])).toBe("no TikTok");
    expect(onNetworks(["instagram", "tiktok"])).toBe("no Instagram e no TikTok");
    expect(onNetworks([])).toBe("no Instagram e no TikTok");
  });

  it("tells a screen reader which network a link opens", () => {
    expect(opensOnNetwork("tiktok")).toBe("(abre no TikTok em nova aba)");
    expect(opensOnNetwork("instagram", "o perfil")).toBe("(abre o perfil no Instagram em nova aba)");
  });
});
