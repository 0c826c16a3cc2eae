import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./accepts-encoding";

describe("acceptsEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", true, true],
    ["br;q=1.0, GZIP;q=0.5", true, true],
    ["*", true, true],
    ["deflate, br", false, true],
    ["gzip;q=0, br", false, true],
    ["gzip; q=0.000", false, false],
    ["br;q=0, *", true, false],
    ["*;q=0, gzip", true, false],
    ["identity", false, false],
    [undefined, false, false],
  ])("%s -> gzip %s, br %s", (header, gzip, br) => {
    expect(acceptsEncoding(header, "gzip")).toBe(gzip);
    expect(acceptsEncoding(header, "br")).toBe(br);
  });

  it("reads any coding by name, as the compress middleware's deflate", () => {
    expect(acceptsEncoding("deflate;q=0.5", "deflate")).toBe(true);
    expect(acceptsEncoding("deflate;q=0, gzip", "deflate")).toBe(false);
  });
});
