import { PLATFORMS } from "@core/social/platforms";
import { describe, expect, it } from "vitest";
import { createTestEnv } from "../../test/server";
import { createNetworks, networkOf } from "./index";

describe("createNetworks", () => {
  it("has one adapter set for every platform the product reads, each answering for its own platform", () => {
    const networks = createNetworks(createTestEnv());
    for (const platform of PLATFORMS) {
      const network = networkOf(networks, platform);
      expect(network.platform).toBe(platform);
      // Its consent page sends the person back to a callback of the app's own.
      expect(network.oauthRedirectPath).toMatch(new RegExp(`^/auth/${platform}/callback$`));
      expect(network.tokenRefresh.refreshWithinMs).toBeLessThan(network.tokenRefresh.tokenLifetimeMs);
    }
  });
});
