import { z } from "zod";
import { createBusinessDiscoverySource, type BusinessDiscoverySource } from "./business-discovery";
import { createDemoInsightsSource } from "./demo-insights";
import { createFacebookGraphSource, type FacebookGraphSource } from "./graph";
import { FACEBOOK_COMMENTS_PERMISSION } from "./graph-comments";
import { FACEBOOK_INSIGHTS_PERMISSION } from "./graph-insights";
import { callGraph, graphUrl } from "./graph-api";
import { SourceError, type PublicProfileSource } from "../network.port";

/*
 * "Conectar com o Facebook" (docs/decisions/022): Facebook Login for Business, the only login
 * through which Meta serves business_discovery. Authorize on www.facebook.com with the app's
 * Login for Business configuration (FACEBOOK_CONFIG_ID, required with FACEBOOK_APP_ID), trade
 * the code for a user token and then a long-lived one on graph.facebook.com, and list the
 * person's Pages with the Instagram professional account linked to each (GET /me/accounts).
 */

/**
 * What the Login for Business configuration must grant (it, not a `scope`, decides what the
 * dialog asks). business_management lets /me/accounts list the Pages a person reaches through a
 * Business Manager (a business portfolio), not only the Pages they manage directly; such a Page's
 * Instagram account is then read only with ads_read too (without it every read answers #10/#200,
 * and reconnecting with the same configuration cannot fix it).
 */
export const FACEBOOK_PERMISSIONS = [
  "instagram_basic",
  FACEBOOK_INSIGHTS_PERMISSION,
  // Comments of the account's posts (graph-comments.ts), with pages_read_engagement.
  FACEBOOK_COMMENTS_PERMISSION,
  "pages_read_engagement",
  "pages_show_list",
  "business_management",
  "ads_read",
] as const;
// A long-lived user token lasts about 60 days when Meta does not say.
const defaultLifetimeSeconds = 60 * 24 * 60 * 60;

export type FacebookPage = { pageId: string; pageName: string; igUserId: string; igUsername: string };

export type FacebookLogin = {
  kind: "facebook" | "sandbox";
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ accessToken: string; expiresAt: Date }>;
  /** A new long-lived token for one still valid (`fb_exchange_token` again), before the ~60 days end. */
  refreshToken(accessToken: string): Promise<{ accessToken: string; expiresAt: Date }>;
  /** The person's Pages that have an Instagram professional account linked. */
  listPages(accessToken: string): Promise<FacebookPage[]>;
  /** Competitors read through the chosen account's business_discovery. */
  discovery: BusinessDiscoverySource;
  /** The chosen Instagram account's own profile, media and insights (an own account of the workspace). */
  graph: FacebookGraphSource;
};

const tokenSchema = z.looseObject({ access_token: z.string().min(1), expires_in: z.number().positive().nullish() });
const pagesSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string().min(1),
      name: z.string().nullish(),
      instagram_business_account: z.looseObject({ id: z.string().min(1), username: z.string().nullish() }).nullish(),
    }),
  ),
});

export function createFacebookLogin({
  appId,
  appSecret,
  configId,
  authorizeBase = "https://www.facebook.com",
  graphBase = "https://graph.facebook.com",
  apiVersion = "v23.0",
  timeoutMs = 20_000,
  clock = () => new Date(),
}: {
  appId: string;
  appSecret: string;
  configId: string;
  authorizeBase?: string;
  graphBase?: string;
  apiVersion?: string;
  timeoutMs?: number;
  clock?: () => Date;
}): FacebookLogin {
  const versioned = `${graphBase.replace(/\/$/, "")}/${apiVersion}`;
  const expiryFrom = (expiresIn: number | null | undefined) =>
    new Date(clock().getTime() + (expiresIn ?? defaultLifetimeSeconds) * 1000);
  // A short-lived token becomes a long-lived one; a long-lived one still valid gets a new ~60 days.
  async function longLived(accessToken: string) {
    const long = await callGraph(
      graphUrl(versioned, "oauth/access_token", {
        grant_type: "fb_exchange_token",
        client_id: appId,
        client_secret: appSecret,
        fb_exchange_token: accessToken,
      }),
      tokenSchema,
      { timeoutMs, what: "GET /oauth/access_token (long-lived)" },
    );
    return { accessToken: long.data.access_token, expiresAt: expiryFrom(long.data.expires_in) };
  }
  return {
    kind: "facebook",
    authorizeUrl({ state, redirectUri }) {
      return graphUrl(`${authorizeBase.replace(/\/$/, "")}/${apiVersion}`, "dialog/oauth", {
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: "code",
        state,
        config_id: configId,
      }).toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const short = await callGraph(
        graphUrl(versioned, "oauth/access_token", {
          client_id: appId,
          client_secret: appSecret,
          redirect_uri: redirectUri,
          code: code.trim(),
        }),
        tokenSchema,
        { timeoutMs, what: "GET /oauth/access_token" },
      );
      return longLived(short.data.access_token);
    },
    refreshToken: longLived,
    async listPages(accessToken) {
      const { data } = await callGraph(
        graphUrl(versioned, "me/accounts", {
          fields: "id,name,instagram_business_account{id,username}",
          limit: 100,
          access_token: accessToken,
        }),
        pagesSchema,
        { timeoutMs, what: "GET /me/accounts" },
      );
      return data.data.flatMap((page) =>
        page.instagram_business_account
          ? [
              {
                pageId: page.id,
                pageName: page.name ?? page.id,
                igUserId: page.instagram_business_account.id,
                igUsername: page.instagram_business_account.username ?? "",
              },
            ]
          : [],
      );
    },
    discovery: createBusinessDiscoverySource({ baseUrl: graphBase, apiVersion, timeoutMs: 30_000 }),
    graph: createFacebookGraphSource({ baseUrl: graphBase, apiVersion, timeoutMs: 30_000 }),
  };
}

/*
 * The stand-in when FACEBOOK_APP_ID is unset: a local consent page ("Ambiente de testes"), a
 * readable code and token, two demo Pages, and business_discovery answered by the demo source
 * (the same data a demo competitor has, labelled as demonstration in the UI).
 */
const sandboxCode = "sandbox-fb-code";
const sandboxToken = "sandbox-fb-token";

const sandboxPages: FacebookPage[] = [
  {
    pageId: "sandbox-page-1",
    pageName: "Minha Loja (página de teste)",
    igUserId: "17841400000000101",
    igUsername: "minhaloja_teste",
  },
  {
    pageId: "sandbox-page-2",
    pageName: "Meu Café (página de teste)",
    igUserId: "17841400000000102",
    igUsername: "meucafe_teste",
  },
];

export function createSandboxFacebookLogin({
  appUrl,
  demo,
  clock = () => new Date(),
}: {
  appUrl: string;
  demo: PublicProfileSource;
  clock?: () => Date;
}): FacebookLogin {
  const checkToken = (accessToken: string) => {
    if (!accessToken.startsWith(sandboxToken)) throw new SourceError("token_revoked", "not a sandbox Facebook token");
  };
  const issueToken = () => ({
    accessToken: `${sandboxToken}.${clock().getTime()}`,
    expiresAt: new Date(clock().getTime() + defaultLifetimeSeconds * 1000),
  });
  const sandboxUsernameOf = (igUserId: string) => {
    const page = sandboxPages.find((candidate) => candidate.igUserId === igUserId);
    if (!page) throw new SourceError("not_found", "not a sandbox Instagram account");
    return page.igUsername;
  };
  const demoInsightsOf = ({ igUserId, accessToken }: { igUserId: string; accessToken: string }) => {
    checkToken(accessToken);
    const username = sandboxUsernameOf(igUserId);
    return createDemoInsightsSource(() => username);
  };
  return {
    kind: "sandbox",
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${appUrl.replace(/\/$/, "")}/sandbox/facebook/authorize`);
      url.searchParams.set("state", state);
      url.searchParams.set("redirect_uri", redirectUri);
      return url.toString();
    },
    async exchangeCode({ code }) {
      if (code !== sandboxCode) throw new SourceError("token_revoked", "not a sandbox Facebook code");
      return issueToken();
    },
    async refreshToken(accessToken) {
      checkToken(accessToken);
      return issueToken();
    },
    async listPages(accessToken) {
      checkToken(accessToken);
      return sandboxPages.map((page) => ({ ...page }));
    },
    discovery: {
      async fetchProfile({ accessToken, username, postsLimit, now }) {
        checkToken(accessToken);
        const collected = await demo.fetchProfile({ username, postsLimit, now });
        // Demo data, labelled as such: the source stays "demo".
        return collected;
      },
    },
    // The chosen test Page's Instagram account: the demo profile of its username, labelled as
    // demonstration data (the account card says so), past the same adapter boundary as Graph.
    graph: {
      async fetchOwnProfile({ igUserId, accessToken, postsLimit, commentsLimit, now }) {
        checkToken(accessToken);
        const username = sandboxUsernameOf(igUserId);
        return { ...(await demo.fetchProfile({ username, postsLimit, commentsLimit, now })), source: "demo" };
      },
      async fetchAccountInsights({ accessToken }) {
        checkToken(accessToken);
        return { reach: null, views: null, accounts_engaged: null, total_interactions: null };
      },
      // The test Page's account's demo insights, like its profile.
      insights: {
        fetchPostInsights: async (input) => demoInsightsOf(input).fetchPostInsights(input),
        fetchAccountDays: async (input) => demoInsightsOf(input).fetchAccountDays(input),
        fetchAudience: async (input) => demoInsightsOf(input).fetchAudience(input),
        fetchStories: async (input) => demoInsightsOf(input).fetchStories(input),
      },
    },
  };
}

export const sandboxFacebookCode = sandboxCode;
