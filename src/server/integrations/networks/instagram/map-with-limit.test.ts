import { describe, expect, it } from "vitest";
import { mapWithLimit } from "./map-with-limit";

describe("mapWithLimit", () => {
  it("keeps the results in the items' order", async () => {
    expect(await mapWithLimit([30, 10, 20], 2, async (n) => n * 2)).toEqual([60, 20, 40]);
  });

  it("starts no item once one has thrown, lets the ones in flight finish, and rejects with the first error", async () => {
    const started: number[] = [];
    let finishSlow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (finishSlow = resolve));
    const run = mapWithLimit([0, 1, 2, 3], 2, async (n) => {
      started.push(n);
      if (n === 0) throw new Error("throttled");
      if (n === 1) await slow;
      return n;
    });
    const failure = run.catch((error: unknown) => error);
    finishSlow();
    expect(await failure).toEqual(new Error("throttled"));
    // Item 1 was in flight; 2 and 3 were never started.
    expect(started).toEqual([0, 1]);
  });
});
