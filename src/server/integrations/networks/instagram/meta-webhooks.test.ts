import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createMetaWebhooks, readStoryInsightsNotification, verifyMetaSignature } from "./meta-webhooks";

// Meta's webhook signature (X-Hub-Signature-256) and the story_insights notification, with the
// payload Meta documents for the field (src/server/integrations/networks/README.md "Owner insights").
const secret = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
const body = JSON.stringify({
  object: "instagram",
  entry: [
    {
      id: "17841405309211844",
      time: 1547687043,
      changes: [
        {
          field: "story_insights",
          value: {
            media_id: "18023345989012587",
            exits: 1,
            replies: 0,
            reach: 17,
            taps_forward: 12,
            taps_back: 0,
            impressions: 28,
          },
        },
      ],
    },
  ],
});
const signatureOf = (raw: string | Buffer, key = secret) => `sha256=${createHmac("sha256", key).update(raw).digest("hex")}`;

describe("verifyMetaSignature (X-Hub-Signature-256)", () => {
  it("accepts the HMAC-SHA256 of the raw body with the app secret, as a string or as bytes", () => {
    expect(verifyMetaSignature(body, signatureOf(body), secret)).toBe(true);
    expect(verifyMetaSignature(Buffer.from(body), signatureOf(body), secret)).toBe(true);
    expect(verifyMetaSignature(body, signatureOf(body).toUpperCase().replace("SHA256=", "sha256="), secret)).toBe(true);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["signed with another secret", signatureOf(body, "another-secret")],
    ["for another body", signatureOf(`${body} `)],
    ["truncated", signatureOf(body).slice(0, -2)],
    ["without its algorithm", signatureOf(body).slice("sha256=".length)],
    ["SHA-1 (X-Hub-Signature)", `sha1=${createHmac("sha1", secret).update(body).digest("hex")}`],
    ["not hex", `sha256=${"z".repeat(64)}`],
  ])("refuses a signature %s", (_name, header) => {
    expect(verifyMetaSignature(body, header, secret)).toBe(false);
  });

  it("refuses everything without a secret", () => {
    expect(verifyMetaSignature(body, signatureOf(body, ""), "")).toBe(false);
  });

  it("checks with any of the apps' secrets (Instagram Login's and Facebook Login's)", () => {
    const webhooks = createMetaWebhooks(["instagram-app-secret", secret]);
    expect(webhooks.verifySignature(body, signatureOf(body))).toBe(true);
    expect(webhooks.verifySignature(body, signatureOf(body, "instagram-app-secret"))).toBe(true);
    expect(webhooks.verifySignature(body, signatureOf(body, "someone-else"))).toBe(false);
  });
});

describe("readStoryInsightsNotification", () => {
  it("reads the story_insights notification Meta documents", () => {
    expect(readStoryInsightsNotification(JSON.parse(body))).toEqual([
      {
        accountId: "17841405309211844",
        mediaId: "18023345989012587",
        sentAt: new Date(1547687043 * 1000),
        reach: 17,
        views: 28,
        replies: 0,
        tapsForward: 12,
        tapsBack: 0,
        exits: 1,
      },
    ]);
  });

  it("reads the field and value written on the entry itself, a value under the privacy floor (-1) as none, and views over impressions", () => {
    const notices = readStoryInsightsNotification({
      object: "instagram",
      entry: [
        {
          id: "17841400123456789",
          time: 1773140000,
          field: "story_insights",
          value: {
            media_id: "18000000000000555",
            reach: 44,
            views: 61,
            impressions: 60,
            replies: -1,
            taps_forward: 4,
            taps_back: 3,
            exits: -1,
          },
        },
      ],
    });
    expect(notices).toEqual([
      {
        accountId: "17841400123456789",
        mediaId: "18000000000000555",
        sentAt: new Date(1773140000 * 1000),
        reach: 44,
        views: 61,
        replies: null,
        tapsForward: 4,
        tapsBack: 3,
        exits: null,
      },
    ]);
  });

  it("gives no notice for other fields, and reads every story of a delivery", () => {
    const delivery = [
      {
        object: "instagram",
        entry: [
          {
            id: "1",
            time: 1773140000,
            changes: [
              { field: "comments", value: { id: "c1", text: "Amei!" } },
              { field: "story_insights", value: { media_id: "s1", reach: 5 } },
              { field: "story_insights", value: { media_id: "s2", reach: 9 } },
            ],
          },
        ],
      },
    ];
    expect(readStoryInsightsNotification(delivery)?.map((notice) => [notice.mediaId, notice.reach, notice.exits])).toEqual([
      ["s1", 5, null],
      ["s2", 9, null],
    ]);
    expect(
      readStoryInsightsNotification({
        object: "instagram",
        entry: [{ id: "1", time: 1, changes: [{ field: "mentions", value: { media_id: "m" } }] }],
      }),
    ).toEqual([]);
  });

  it.each([
    ["a page's notification", { object: "page", entry: [] }],
    [
      "a story without its media id",
      { object: "instagram", entry: [{ id: "1", time: 1, changes: [{ field: "story_insights", value: { reach: 3 } }] }] },
    ],
    [
      "a figure that is not a number",
      {
        object: "instagram",
        entry: [{ id: "1", time: 1, changes: [{ field: "story_insights", value: { media_id: "s", reach: "17" } }] }],
      },
    ],
    [
      "an id written as a number (17 digits would lose some)",
      { object: "instagram", entry: [{ id: 17841400, time: 1, changes: [] }] },
    ],
    ["not an object", "story_insights"],
  ])("refuses %s", (_name, payload) => {
    expect(readStoryInsightsNotification(payload)).toBeNull();
  });
});
