import { describe, expect, it } from "vitest";
import type { DashboardData } from "./dashboard-types";
import { indicatorsPollInterval } from "./use-dashboard";

const base = { analytics: {}, indicators: null } as unknown as DashboardData;
const withIndicators = (recalculating: boolean) =>
  ({ ...base, indicators: { values: {}, createdAt: "", updatedAt: "", recalculating } }) as unknown as DashboardData;

describe("indicatorsPollInterval (spec §4 auto-calculation, §9 every 3 s)", () => {
  it("polls every 3 s while the indicators are recalculated", () => {
    expect(indicatorsPollInterval(withIndicators(true), 100)).toBe(3_000);
  });
  it("stops once they are fresh", () => {
    expect(indicatorsPollInterval(withIndicators(false), 1)).toBe(false);
  });
  it("polls for the first calculation for up to 120 s", () => {
    expect(indicatorsPollInterval(base, 1)).toBe(3_000);
    expect(indicatorsPollInterval(base, 39)).toBe(3_000);
    expect(indicatorsPollInterval(base, 40)).toBe(false);
  });
  it("does not poll without collected data or before the first answer", () => {
    expect(indicatorsPollInterval({ ...base, analytics: null }, 1)).toBe(false);
    expect(indicatorsPollInterval(undefined, 0)).toBe(false);
  });
});
