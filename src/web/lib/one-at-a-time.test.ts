import { describe, expect, it } from "vitest";
import { startOneAtATime } from "./one-at-a-time";

describe("startOneAtATime", () => {
  it("starts nothing while the last action runs, and again once it is done", () => {
    const running = { current: false };
    const started: number[] = [];
    let finish = () => {};
    const press = (n: number) =>
      startOneAtATime(running, (done) => {
        started.push(n);
        finish = done;
      });
    press(1);
    press(2);
    expect(started).toEqual([1]);
    finish();
    press(3);
    expect(started).toEqual([1, 3]);
  });
});
