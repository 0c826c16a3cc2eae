import type { Platform } from "@core/social/platforms";
import type { Env } from "../../env";
import { createInstagram, type InstagramNetwork } from "./instagram/index";
import type { NetworkAdapter } from "./network.port";
import { createTikTok, type TikTokNetwork } from "./tiktok/index";

/**
 * The networks' adapter sets, by platform (docs/decisions/027-network-port.md). Code that works
 * for any network reads `networkOf(ctx.networks, account.platform)`; only Instagram's own paths
 * (Facebook Login, business_discovery) read `ctx.networks.instagram`.
 */
export type Networks = { instagram: InstagramNetwork; tiktok: TikTokNetwork } & Record<Platform, NetworkAdapter>;

/** Each network's live adapters when its keys are set, otherwise its sandbox and demo source. */
export function createNetworks(env: Env): Networks {
  return { instagram: createInstagram(env), tiktok: createTikTok(env) };
}

export function networkOf(networks: Networks, platform: Platform): NetworkAdapter {
  return networks[platform];
}
