import { describe, expect, it } from "vitest";
import { comparisonApiQuery, readComparisonAccount } from "./comparison-search";

const id = "0b9f6c3e-2f4a-4c1d-9a7e-5d8b3c2a1f00";

describe("the compared account in /concorrentes' address", () => {
  it("reads an account id from ?conta= and nothing else", () => {
    expect(readComparisonAccount(new URLSearchParams(`conta=${id}&periodo=7d`))).toBe(id);
    expect(readComparisonAccount(new URLSearchParams("periodo=7d"))).toBeUndefined();
    expect(readComparisonAccount(new URLSearchParams("conta=loja"))).toBeUndefined();
  });

  it("asks the API for the period, and for the account only when one was chosen", () => {
    expect(comparisonApiQuery({ preset: "30d" }, undefined)).toBe("period=30d");
    expect(comparisonApiQuery({ preset: "custom", from: "2026-11-01", to: "2026-11-30" }, id)).toBe(
      `period=custom&from=2026-11-01&to=2026-11-30&accountId=${id}`,
    );
  });
});
