import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { DashboardPreview, previewMetrics } from "./hero-section";

describe("the landing page's dashboard illustration", () => {
  it("abbreviates counts as the dashboard does (K, M), never 'mil'", () => {
    const html = renderToStaticMarkup(<DashboardPreview />);
    expect(html).toContain(">48,2K<");
    expect(html).toContain(">312K<");
    expect(html).not.toMatch(/\d mil\b/);
  });

  it("writes each figure exactly as the product's formatters do", () => {
    const [followers, engagement, reach] = previewMetrics;
    expect(followers!.value).toBe(formatCompactNumber(followers!.figure));
    expect(engagement!.value).toBe(formatPercent(engagement!.figure, { decimals: 1 }));
    expect(reach!.value).toBe(formatCompactNumber(reach!.figure));
  });
});
