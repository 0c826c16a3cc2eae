import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DashboardPreview } from "./hero-section";

describe("the landing page's dashboard illustration", () => {
  it("abbreviates counts as the dashboard does (K, M), never 'mil'", () => {
    const html = renderToStaticMarkup(<DashboardPreview />);
    expect(html).toContain(">48,2K<");
    expect(html).toContain(">312K<");
    expect(html).not.toMatch(/\d mil\b/);
  });
});
