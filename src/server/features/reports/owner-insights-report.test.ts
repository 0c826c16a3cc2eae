import { describe, expect, it } from "vitest";
import type { AudienceAnswer, StoriesAnswer, StoryView } from "@core/analytics/owner-insights-responses";
import { describeInsightGap } from "@core/social/insight-gaps";
import { audienceSheet, reachSheet, storiesSheet } from "./export.service";
import { hasOwnerInsights, insightCells, unavailableNotes } from "./owner-insights-report";

// The owner's insights as the PDF and the Excel write them: a missing figure is "Indisponível"
// with its reason (or an empty cell with it), never a 0 (docs/decisions/044).

const metric = (
  value: number | null,
  previous: number | null,
  unavailable: { reason: "delayed" | "no_data"; permission: null } | null = null,
) => ({
  value,
  previous,
  change: value !== null && previous ? (value - previous) / previous : null,
  difference: value !== null && previous !== null ? value - previous : null,
  unavailable,
});

const rows = async (sheet: { rows: Iterable<unknown[]> | AsyncIterable<unknown[]> }) => {
  const all: unknown[][] = [];
  for await (const row of sheet.rows) all.push(row);
  return all;
};

describe("the owner's insights in the report and the export", () => {
  it("leaves them out only for an account that has none (by username, a network or an account without them)", () => {
    expect(hasOwnerInsights(undefined)).toBe(false);
    expect(hasOwnerInsights({ unavailable: { reason: "username_connection", permission: null } })).toBe(false);
    expect(hasOwnerInsights({ unavailable: { reason: "not_supported", permission: null } })).toBe(false);
    expect(hasOwnerInsights({ unavailable: { reason: "personal_account", permission: null } })).toBe(false);
    expect(hasOwnerInsights({ unavailable: null })).toBe(true);
    // A permission to grant is said in the section's place.
    expect(
      hasOwnerInsights({ unavailable: { reason: "missing_permission", permission: "instagram_business_manage_insights" } }),
    ).toBe(true);
  });

  it("writes a figure in full against the previous period, and a missing one as 'Indisponível' with its reason", () => {
    expect(insightCells("reach", metric(43_720, 36_777))).toEqual(["43.720", "36.777", "+18,9%"]);
    expect(insightCells("engagementRatePerReach", metric(8.89, null))).toEqual(["8,89%", "—", "—"]);
    expect(insightCells("reelsAverageWatchTimeSeconds", metric(30.3, 28))).toEqual(["30,3 s", "28,0 s", "+8,2%"]);
    expect(insightCells("count", metric(5, 0))).toEqual(["5", "0", "+5"]);
    expect(insightCells("profileVisits", metric(null, 12, { reason: "delayed", permission: null }))).toEqual([
      "Indisponível",
      "12",
      "—",
    ]);
    expect(
      unavailableNotes(
        [
          { label: "Visitas ao perfil", gap: { reason: "no_data", permission: null } },
          { label: "Alcance", gap: null },
          { label: "Tempo médio dos Reels", gap: { reason: "no_data", permission: null } },
        ],
        "instagram",
      ),
    ).toEqual([
      `Indisponível (Visitas ao perfil, Tempo médio dos Reels): ${describeInsightGap({ reason: "no_data" }, "instagram")}`,
    ]);
  });

  it("leaves a day the network did not give empty in 'Alcance', its reason beside, never 0", async () => {
    const read = { reach: 1200, views: 3000, accountsEngaged: 90, totalInteractions: 150, profileLinksTaps: 7, settled: true };
    const sheet = reachSheet(
      {
        unavailable: null,
        days: [
          { day: "2026-03-01", read: read as never },
          { day: "2026-03-02", read: null },
          { day: "2026-03-09", read: { ...read, settled: false } as never },
          { day: "2026-03-10", read: null },
        ],
      },
      "instagram",
      new Date("2026-03-10T15:00:00Z"),
    );
    const [known, old, provisional, today] = await rows(sheet);
    expect(known!.slice(1)).toEqual([1200, 3000, 90, 150, 7, ""]);
    expect(old!.slice(1)).toEqual([
      null,
      null,
      null,
      null,
      null,
      `Indisponível: ${describeInsightGap({ reason: "no_data" }, "instagram")}`,
    ]);
    expect(provisional!.at(-1)).toMatch(/^Provisório/);
    expect(today!.slice(1)).toEqual([
      null,
      null,
      null,
      null,
      null,
      `Indisponível: ${describeInsightGap({ reason: "delayed" }, "instagram")}`,
    ]);
  });

  it("writes each slice of 'Público' as a share cell, and a breakdown the network does not give as its reason", async () => {
    const audience = {
      unavailable: null,
      snapshot: { day: "2026-03-08", capturedAt: "2026-03-08T12:00:00.000Z" },
      followers: {
        breakdowns: {
          age: [{ key: "25-34", value: 500, share: 0.5, previousShare: 0.45 }],
          gender: [{ key: "F", value: 700, share: 0.7, previousShare: null }],
          city: null,
          country: [{ key: "BR", value: 900, share: 0.9, previousShare: null }],
        },
        unavailable: null,
      },
      engaged: { breakdowns: null, unavailable: { reason: "few_followers", permission: null } },
    } as unknown as AudienceAnswer;
    const all = await rows(audienceSheet(audience, "instagram"));
    expect(all.map((row) => row.slice(0, 6))).toEqual([
      ["Seguidores", "Idade", "25-34", 0.5, 0.45, 500],
      ["Seguidores", "Gênero", "Mulheres", 0.7, null, 700],
      ["Seguidores", "Cidades", null, null, null, null],
      ["Seguidores", "Países", "Brasil", 0.9, null, 900],
      ["Contas engajadas", null, null, null, null, null],
    ]);
    expect(all[2]!.at(-1)).toBe(`Indisponível: ${describeInsightGap({ reason: "not_supported" }, "instagram")}`);
    expect(all[4]!.at(-1)).toBe(`Indisponível: ${describeInsightGap({ reason: "few_followers" }, "instagram")}`);
  });

  it("says a missed story in 'Stories' and why a story has no figures, oldest first", async () => {
    const story = (postedAt: string, figures: Partial<StoryView>): StoryView => ({
      id: postedAt,
      mediaId: postedAt,
      mediaType: "image",
      displayUrl: null,
      permalink: null,
      postedAt,
      expiresAt: postedAt,
      capturedAt: postedAt,
      missed: false,
      final: false,
      reach: 10,
      views: 12,
      replies: 1,
      shares: 0,
      tapsForward: 5,
      tapsBack: 1,
      exits: 2,
      swipesForward: 0,
      unavailable: null,
      ...figures,
    });
    const none = {
      reach: null,
      views: null,
      replies: null,
      shares: null,
      tapsForward: null,
      tapsBack: null,
      exits: null,
      swipesForward: null,
    };
    const stories = {
      stories: [
        story("2026-03-09T12:00:00.000Z", { ...none, unavailable: { reason: "delayed", permission: null } }),
        story("2026-03-08T12:00:00.000Z", { missed: true, mediaType: null, capturedAt: null, final: true }),
      ],
    } as unknown as StoriesAnswer;
    const [missed, delayed] = await rows(storiesSheet(stories, "instagram"));
    expect(missed!.slice(1, 9)).toEqual([null, 10, 12, 1, 0, 5, 1, 2]);
    expect(missed!.at(-2)).toMatch(/^Perdido: Não capturado no ar/);
    expect(delayed!.slice(2, 9)).toEqual([null, null, null, null, null, null, null]);
    expect(delayed!.at(-2)).toBe(`Indisponível: ${describeInsightGap({ reason: "delayed" }, "instagram")}`);
  });
});
