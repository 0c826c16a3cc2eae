// Zod-free, so that the pages' first chunks can name networks without loading zod
// (platforms.ts adds the schema).

/**
 * The social networks the product reads (docs/decisions/027-network-port.md). Each is an adapter
 * set behind the network port (src/server/integrations/networks); everything else reads the
 * network-neutral model and shows the platform's label.
 */
export const PLATFORMS = ["instagram", "tiktok"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The network's name as people read it. */
export const platformLabels: Record<Platform, string> = { instagram: "Instagram", tiktok: "TikTok" };

/**
 * The permission a network asks for to read an account's posts, where the person can refuse it
 * on the network's consent page (TikTok's `video.list`; decision 029). Instagram's logins grant
 * the media with the profile.
 */
export const postsScopes: Record<Platform, string | null> = { instagram: null, tiktok: "video.list" };

/** What an account whose connection lacks that permission shows (with a reconnect action). */
export const postsNotAuthorizedMessages: Record<Platform, string> = {
  instagram: "O Instagram não autorizou a leitura das suas publicações",
  tiktok: "O TikTok não autorizou a leitura dos seus vídeos",
};

/** Networks named in a sentence, in the catalogue's order: "Instagram e TikTok" (every network when none is given). */
export function listNetworks(platforms: readonly Platform[] = PLATFORMS): string {
  return joinPtBr(labelsOf(platforms));
}

/** "no Instagram e no TikTok", "no TikTok": where the results are followed (every network when none is given). */
export function onNetworks(platforms: readonly Platform[] = PLATFORMS): string {
  return joinPtBr(labelsOf(platforms).map((label) => `no ${label}`));
}

function labelsOf(platforms: readonly Platform[]): string[] {
  const chosen = PLATFORMS.filter((platform) => platforms.includes(platform));
  return (chosen.length > 0 ? chosen : PLATFORMS).map((platform) => platformLabels[platform]);
}

const joinPtBr = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "");

/**
 * What a link to the network tells a screen reader: "(abre no TikTok em nova aba)", "(abre o
 * perfil no Instagram em nova aba)" with `what`.
 */
export function opensOnNetwork(platform: Platform, what?: string): string {
  return `(abre ${what ? `${what} ` : ""}no ${platformLabels[platform]} em nova aba)`;
}

/** Whether the scopes a connection was granted (null: not recorded, as before TikTok) lack the posts'. */
export function lacksPostsScope(platform: Platform, grantedScopes: readonly string[] | null): boolean {
  const scope = postsScopes[platform];
  return scope !== null && grantedScopes !== null && !grantedScopes.includes(scope);
}

/**
 * The dashboard's lists of an account's content that a network fills (docs/decisions/029-tiktok.md):
 * TikTok's API gives no related profiles, and every TikTok post is a video, so its recent posts
 * would repeat its recent videos; it lists the videos alone.
 */
export const contentLists: Record<Platform, { recentPosts: boolean; relatedProfiles: boolean }> = {
  instagram: { recentPosts: true, relatedProfiles: true },
  tiktok: { recentPosts: false, relatedProfiles: false },
};

/** Whether the workspace has accounts on two networks or more (the dashboard then shows "Visão geral"). */
export function hasSeveralNetworks(accounts: readonly { platform: Platform }[]): boolean {
  return new Set(accounts.map((account) => account.platform)).size > 1;
}
