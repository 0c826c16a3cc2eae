import { describe, expect, it } from "vitest";
import { formatReportChange } from "./report-document";

// The PDF's "Variação" column (docs/decisions/035-change-across-zero.md): the percent, or for a
// figure that crosses zero the difference written in full, as the report writes its figures.

describe("the report's change column", () => {
  it("writes the difference, not a percent, for a figure that crosses zero", () => {
    expect(formatReportChange("followerGrowth", { change: null, difference: 58 })).toBe("+58");
    expect(formatReportChange("followerGrowth", { change: null, difference: -1_234 })).toBe("-1.234");
    expect(formatReportChange("engagementRate", { change: null, difference: -0.5 })).toBe("-0,50 p.p.");
  });

  it("keeps the percent where there is one, and '—' without a base", () => {
    expect(formatReportChange("likes", { change: 0.123, difference: 123 })).toBe("+12,3%");
    expect(formatReportChange("likes", { change: null, difference: null })).toBe("—");
  });
});
