import { describe, expect, it } from "vitest";
import { collectionSecondOfDay, collectionTimeOn } from "./collection-schedule";

describe("collection schedule", () => {
  it("gives each account the same second every day, spread over the whole day", () => {
    const ids = Array.from({ length: 24_000 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
    expect(collectionSecondOfDay(ids[7]!)).toBe(collectionSecondOfDay(ids[7]!));
    const perHour = new Array<number>(24).fill(0);
    for (const id of ids) perHour[Math.floor(collectionSecondOfDay(id) / 3600)]! += 1;
    // 1,000 an hour on average: every hour of the day holds its share (no 05:00-07:00 window).
    for (const count of perHour) expect(count).toBeGreaterThan(850);
    for (const count of perHour) expect(count).toBeLessThan(1150);
  });

  it("places the time inside the day that starts at the given midnight", () => {
    const dayStart = new Date("2026-03-10T03:00:00Z");
    const at = collectionTimeOn("conta-1", dayStart);
    expect(at.getTime() - dayStart.getTime()).toBe(collectionSecondOfDay("conta-1") * 1000);
    // A compressed day (the benchmark's): the same share of it.
    const compressed = collectionTimeOn("conta-1", dayStart, 360);
    expect(compressed.getTime() - dayStart.getTime()).toBe(Math.floor((collectionSecondOfDay("conta-1") * 1000 * 360) / 86_400));
  });
});
