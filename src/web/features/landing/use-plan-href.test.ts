import { describe, expect, it } from "vitest";
import { buildPlanHref } from "./use-plan-href";

describe("plan button links", () => {
  it.each([
    ["basic", "/signup?plan=basic"],
    ["advanced", "/signup?plan=advanced"],
    ["sparks_pro", "/signup?plan=sparks_pro"],
  ] as const)("sends a signed-out visitor choosing %s to %s", (planId, href) => {
    expect(buildPlanHref(planId, null)).toBe(href);
  });

  it("sends a signed-in user to onboarding with the plan", () => {
    expect(buildPlanHref("advanced", { email: "ana@marca.com.br" })).toBe("/onboarding?plan=advanced");
  });
});
