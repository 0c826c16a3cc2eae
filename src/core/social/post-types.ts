// Zod-free, so that a page can list the formats without loading zod (profile-data.ts adds the
// schemas; decision 032).

/** A post's format as every source adapter maps it (docs/product/networks.md). */
export const POST_TYPES = ["image", "sidecar", "video", "clips"] as const;
export type PostType = (typeof POST_TYPES)[number];
