import { describe, expect, it } from "vitest";
import { parseTimestamp } from "./timestamp";

describe("parseTimestamp", () => {
  it.each([
    ["2024-05-01T18:30:00.000Z", Date.UTC(2024, 4, 1, 18, 30)],
    ["2024-05-01T18:30:00Z", Date.UTC(2024, 4, 1, 18, 30)],
    ["2024-05-01T18:30:00.5Z", Date.UTC(2024, 4, 1, 18, 30, 0, 500)],
    ["2024-05-01T18:30:00.123456Z", Date.UTC(2024, 4, 1, 18, 30, 0, 123)],
    // Graph API style offset without a colon: 18:30 at +0000 and 15:30 at -0300 are the same instant.
    ["2024-05-01T18:30:00+0000", Date.UTC(2024, 4, 1, 18, 30)],
    ["2024-05-01T15:30:00-03:00", Date.UTC(2024, 4, 1, 18, 30)],
    ["2024-05-01T15:30:00-0300", Date.UTC(2024, 4, 1, 18, 30)],
    ["2024-02-29T23:59:59Z", Date.UTC(2024, 1, 29, 23, 59, 59)],
    ["2024-12-31T00:00:00+05:30", Date.UTC(2024, 11, 30, 18, 30)],
  ])("reads %s", (text, expected) => {
    expect(parseTimestamp(text)).toBe(expected);
  });

  it.each([[""], ["ontem"], ["2024-13-01T00:00:00Z"], ["2024-05-01T25:00:00Z"], ["2024-05-01T18:30:00.Z"]])(
    "gives NaN for %j, as Date.parse does",
    (text) => {
      expect(parseTimestamp(text)).toBeNaN();
    },
  );

  it("agrees with Date.parse on the formats it reads itself and on the ones it hands over", () => {
    const samples = [
      "2019-02-17T02:30:00.000Z",
      "2023-10-10T10:10:10.010Z",
      "2020-01-01T00:00:00+01:00",
      "2024-06-01",
      "2024-06-01T12:00:00",
      "2024-02-30T12:00:00Z",
      "1969-12-31T23:59:59Z",
      "2023-02-29T12:00:00Z",
      "2024-04-31T12:00:00Z",
      "2024-01-31T12:00:00Z",
      "2100-02-29T12:00:00Z",
      "2000-02-29T12:00:00Z",
      "2024-05-01t18:30:00z",
    ];
    for (const text of samples) expect(parseTimestamp(text), text).toEqual(Date.parse(text));
  });
});
