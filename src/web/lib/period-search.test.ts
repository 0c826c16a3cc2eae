import { describe, expect, it } from "vitest";
import { readPeriodSelection, selectionKey, writePeriodSelection } from "./period-search";

const params = (search: string) => new URLSearchParams(search);

describe("the period in the URL", () => {
  it("defaults to the last 30 days without a preset or with an unknown one", () => {
    expect(readPeriodSelection(params(""))).toEqual({ preset: "30d" });
    expect(readPeriodSelection(params("periodo=ontem"))).toEqual({ preset: "30d" });
  });

  it("reads a preset and ignores dates that only a custom range uses", () => {
    expect(readPeriodSelection(params("periodo=7d&de=2026-11-01&ate=2026-11-02"))).toEqual({ preset: "7d" });
    expect(readPeriodSelection(params("periodo=last_month"))).toEqual({ preset: "last_month" });
  });

  it("reads a custom range as written, for resolvePeriod to check", () => {
    expect(readPeriodSelection(params("periodo=custom&de=2026-11-01&ate=2026-11-24"))).toEqual({
      preset: "custom",
      from: "2026-11-01",
      to: "2026-11-24",
    });
    expect(readPeriodSelection(params("periodo=custom"))).toEqual({ preset: "custom", from: undefined, to: undefined });
  });

  it("writes a preset and drops the dates of a previous custom range", () => {
    const next = writePeriodSelection(params("periodo=custom&de=2026-11-01&ate=2026-11-24"), { preset: "7d" });
    expect(next.toString()).toBe("periodo=7d");
  });

  it("writes a custom range with its two dates and keeps the URL's other parameters", () => {
    const next = writePeriodSelection(params("aba=posts&periodo=30d"), {
      preset: "custom",
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(next.toString()).toBe("aba=posts&periodo=custom&de=2026-10-01&ate=2026-10-31");
  });

  it("reads back what it writes", () => {
    for (const selection of [{ preset: "90d" as const }, { preset: "custom" as const, from: "2026-01-01", to: "2026-02-01" }]) {
      expect(readPeriodSelection(writePeriodSelection(params(""), selection))).toEqual(selection);
    }
  });

  it("keys two different custom ranges apart", () => {
    expect(selectionKey({ preset: "custom", from: "2026-01-01", to: "2026-02-01" })).not.toBe(
      selectionKey({ preset: "custom", from: "2026-01-01", to: "2026-02-02" }),
    );
    expect(selectionKey({ preset: "7d" })).toBe("7d");
  });
});
