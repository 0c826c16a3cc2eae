import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocialAccount } from "@core/social/account-responses";
import { posts } from "../../db/schema/index";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

// A collection copies the avatar and the posts' thumbnails (TikTok covers, Instagram
// thumbnails: addresses that expire) into the product's storage and stores the copies'
// addresses, served by /media with an immutable cache. A local server stands in for the CDN.
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(80, 3)]);
const downloads: string[] = [];
let cdn: Server;
let cdnUrl = "";
let signature = "day1";

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0]!;
    downloads.push(path);
    if (path === "/avatar.jpg") return response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
    if (path.startsWith("/thumb-")) {
      // Each post its own picture.
      const body = Buffer.concat([png, Buffer.from(path)]);
      return response.writeHead(200, { "content-type": "image/png" }).end(body);
    }
    // The expired one: what a CDN answers once the signature is past.
    response.writeHead(403, { "content-type": "text/plain" }).end("URL signature expired");
  });
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => cdn.close(resolve));
});

const t = useTestServer(() => {
  const env = createTestEnv();
  const real = createInstagram(env);
  return {
    env,
    networks: {
      instagram: {
        ...real,
        publicProfiles: {
          ...real.publicProfiles,
          // The demo profile, with the network's (signed, expiring) image addresses.
          async fetchProfile(input) {
            const collected = await real.publicProfiles.fetchProfile({ ...input, postsLimit: 4 });
            const signed = (path: string) => `${cdnUrl}${path}?sig=${signature}`;
            return {
              ...collected,
              // Read as the scraper's (no demo history is drawn behind it).
              source: "apify" as const,
              profile: {
                ...collected.profile,
                profilePicUrl: signed("/avatar.jpg"),
                profilePicUrlHD: signed("/avatar.jpg"),
                latestPosts: collected.profile.latestPosts.map((post, index) => ({
                  ...post,
                  displayUrl: index === 3 ? signed("/expired.jpg") : signed(`/thumb-${post.id}.png`),
                })),
              },
            };
          },
        },
      },
    },
  };
});

async function collect(client: Awaited<ReturnType<typeof paidUser>>["client"], accountId: string) {
  const run = (await (await client.post(`/api/accounts/${accountId}/collect`, {})).json()) as { id: string };
  await waitFor(async () => {
    const current = (await (await client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
    if (current.status === "failed") throw new Error("the collection failed");
    return current.status === "succeeded" ? current : undefined;
  }, 40_000);
}

describe("images copied at collection", () => {
  it("stores the avatar and thumbnails in the product's storage, keeps a failed one's address, and reuses copies", async () => {
    const { client } = await paidUser(t.server, "advanced");
    const account = (await (await client.post("/api/accounts", { username: "loja_das_fotos" })).json()) as { id: string };
    await collect(client, account.id);

    const media = `${t.server.context.env.APP_URL}/media/`;
    const [listed] = ((await (await client.request("/api/accounts")).json()) as { accounts: SocialAccount[] }).accounts;
    expect(listed!.avatarUrl).toMatch(new RegExp(`^${media}[0-9a-f]{64}\\.jpg$`));

    // Served by the app, as the picture it copied, cached for good.
    const served = await t.server.app.request(listed!.avatarUrl!.slice(t.server.context.env.APP_URL.length));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    const etag = served.headers.get("etag")!;
    expect(
      (await t.server.app.request(new URL(listed!.avatarUrl!).pathname, { headers: { "if-none-match": etag } })).status,
    ).toBe(304);
    expect((await t.server.app.request(`/media/${"0".repeat(64)}.jpg`)).status).toBe(404);
    expect((await t.server.app.request("/media/..%2Fsecrets.json")).status).toBe(404);

    const thumbnails = async () =>
      (
        await t.server.context.db
          .select({ mediaId: posts.mediaId, thumbnailUrl: posts.thumbnailUrl })
          .from(posts)
          .where(and(eq(posts.socialProfileId, account.id)))
      ).sort((a, b) => a.mediaId.localeCompare(b.mediaId));
    const first = await thumbnails();
    expect(first).toHaveLength(4);
    const copied = first.filter((row) => row.thumbnailUrl.startsWith(media));
    expect(copied).toHaveLength(3);
    // The expired address could not be copied: kept as it was, the collection not failed for it.
    expect(first.filter((row) => !row.thumbnailUrl.startsWith(media)).map((row) => row.thumbnailUrl)).toEqual([
      `${cdnUrl}/expired.jpg?sig=day1`,
    ]);

    // The next day the CDN signs new addresses: the copied posts keep their copies, unread.
    signature = "day2";
    downloads.length = 0;
    await collect(client, account.id);
    expect(downloads.filter((path) => path.startsWith("/thumb-"))).toEqual([]);
    expect(downloads).toContain("/avatar.jpg");
    const second = await thumbnails();
    expect(second.filter((row) => row.thumbnailUrl.startsWith(media))).toEqual(copied);
  });
});
