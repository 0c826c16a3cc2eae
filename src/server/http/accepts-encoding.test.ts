import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accepts-gzip";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, GZIP;q=0.5", true],
    ["*", true],
    ["deflate, br", false],
    ["gzip;q=0, br", false],
    ["gzip; q=0.000", false],
    ["identity", false],
    [undefined, false],
  ])("%s -> %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
