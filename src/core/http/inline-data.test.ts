import { describe, expect, it } from "vitest";
import { inlineDataKey, serializeInlineData } from "./inline-data";

describe("inline data", () => {
  it("names a request by its path and sorted query", () => {
    expect(inlineDataKey("/api/analytics?period=30d&accountId=a")).toBe("/api/analytics?accountId=a&period=30d");
    expect(inlineDataKey("/api/analytics?accountId=a&period=30d")).toBe("/api/analytics?accountId=a&period=30d");
    expect(inlineDataKey("/api/dashboard")).toBe("/api/dashboard");
    expect(inlineDataKey("/api/dashboard?")).toBe("/api/dashboard");
  });

  it("cannot close the script element it is written in", () => {
    const text = serializeInlineData({
      page: "/dashboard",
      servedAt: 1,
      answers: { "/api/x": { bio: "</script><script>alert(1)</script>\u2028" } },
    });
    expect(text).not.toContain("</script");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual({
      page: "/dashboard",
      servedAt: 1,
      answers: { "/api/x": { bio: "</script><script>alert(1)</script>\u2028" } },
    });
  });
});
