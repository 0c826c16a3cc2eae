import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./safe-url";

describe("safeHttpUrl", () => {
  it.each([
    ["https://natgeo.com/", "https://natgeo.com/"],
    ["javascript:alert(1)", null],
    ["não é url", null],
    [null, null],
  ])("%j -> %j", (url, expected) => {
    expect(safeHttpUrl(url)).toBe(expected);
  });
});
