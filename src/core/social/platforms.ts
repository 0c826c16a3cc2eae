import { z } from "zod";

/**
 * The social networks the product reads (docs/decisions/027-network-port.md). Each is an adapter
 * set behind the network port (src/server/integrations/networks); everything else reads the
 * network-neutral model and shows the platform's label.
 */
export const PLATFORMS = ["instagram", "tiktok"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const platformSchema = z.enum(PLATFORMS, { error: "Rede social desconhecida." });

/** The network's name as people read it. */
export const platformLabels: Record<Platform, string> = { instagram: "Instagram", tiktok: "TikTok" };
