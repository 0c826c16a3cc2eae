import { describe, expect, it, vi } from "vitest";
import { collectionTimings, formatElapsed, isSlow, nextPollDelay, pollCollectionRun } from "./collection-polling";
import type { CollectionRun, CollectionRunStatus } from "@core/social/account-responses";
import { ApiError } from "./api";

const run = (status: CollectionRunStatus, errorMessage: string | null = null): CollectionRun => ({
  id: "run-1",
  accountId: "account-1",
  status,
  errorCode: errorMessage ? "private_profile" : null,
  errorMessage,
  createdAt: "2026-11-22T12:00:00.000Z",
  finishedAt: status === "queued" || status === "running" ? null : "2026-11-22T12:00:30.000Z",
});

/** A clock that only moves when the poller sleeps, so a whole two-minute wait runs instantly. */
function fakeTime() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

describe("nextPollDelay", () => {
  it.each([
    [0, 3_000],
    [3_000, 3_000],
    [117_000, 3_000],
    [119_999, 3_000],
    [120_000, 10_000], // past 120 s the run is slow: still followed, less often
    [600_000, 10_000],
    [895_000, 5_000], // the last read lands on the 15-minute limit
    [900_000, null],
  ])("after %s ms waits %s ms", (elapsed, expected) => {
    expect(nextPollDelay(elapsed, collectionTimings)).toBe(expected);
  });
});

describe("pollCollectionRun", () => {
  it("reads the run every 3 s until it succeeds", async () => {
    const time = fakeTime();
    const fetchRun = vi
      .fn()
      .mockResolvedValueOnce(run("running"))
      .mockResolvedValueOnce(run("running"))
      .mockResolvedValueOnce(run("succeeded"));
    const progress: [CollectionRunStatus, number][] = [];

    const outcome = await pollCollectionRun({
      run: run("queued"),
      fetchRun,
      onProgress: (current, elapsed) => progress.push([current.status, elapsed]),
      signal: new AbortController().signal,
      ...time,
    });

    expect(outcome).toEqual({ kind: "succeeded", run: run("succeeded") });
    expect(time.sleeps).toEqual([3_000, 3_000, 3_000]);
    expect(progress).toEqual([
      ["queued", 0],
      ["running", 3_000],
      ["running", 6_000],
      ["succeeded", 9_000],
    ]);
  });

  it("ends with the run's message when it fails", async () => {
    const time = fakeTime();
    const failed = run("failed", "O perfil @fulano é privado.");
    const outcome = await pollCollectionRun({
      run: run("queued"),
      fetchRun: vi.fn().mockResolvedValue(failed),
      signal: new AbortController().signal,
      ...time,
    });
    expect(outcome).toEqual({ kind: "failed", run: failed });
  });

  it("does not wait when the start already returned a finished run", async () => {
    const time = fakeTime();
    const fetchRun = vi.fn();
    const outcome = await pollCollectionRun({ run: run("succeeded"), fetchRun, signal: new AbortController().signal, ...time });
    expect(outcome.kind).toBe("succeeded");
    expect(fetchRun).not.toHaveBeenCalled();
    expect(time.sleeps).toEqual([]);
  });

  it("follows a run past 120 s while it resumes, and ends when the run succeeds", async () => {
    const time = fakeTime();
    // 50 reads: 40 in the first two minutes, then a resumed run that succeeds at the 10th slow read.
    const fetchRun = vi
      .fn()
      .mockImplementation(async () => (fetchRun.mock.calls.length < 50 ? run("resuming") : run("succeeded")));
    const slowSeen: boolean[] = [];
    const outcome = await pollCollectionRun({
      run: run("queued"),
      fetchRun,
      onProgress: (_current, elapsed) => slowSeen.push(isSlow(elapsed, collectionTimings)),
      signal: new AbortController().signal,
      ...time,
    });
    expect(outcome).toEqual({ kind: "succeeded", run: run("succeeded") });
    expect(time.now()).toBe(120_000 + 10 * 10_000);
    expect(slowSeen.at(39)).toBe(false);
    expect(slowSeen.at(40)).toBe(true);
  });

  it("declares failure only when the run says failed, even after 120 s", async () => {
    const time = fakeTime();
    const failed = run("failed", "O serviço de coleta está indisponível no momento.");
    const fetchRun = vi.fn().mockImplementation(async () => (fetchRun.mock.calls.length < 45 ? run("running") : failed));
    const outcome = await pollCollectionRun({ run: run("queued"), fetchRun, signal: new AbortController().signal, ...time });
    expect(outcome).toEqual({ kind: "failed", run: failed });
  });

  it("stops following after 15 minutes with the run still going", async () => {
    const time = fakeTime();
    const fetchRun = vi.fn().mockResolvedValue(run("running"));
    const outcome = await pollCollectionRun({ run: run("queued"), fetchRun, signal: new AbortController().signal, ...time });
    expect(outcome).toEqual({ kind: "timed-out", run: run("running") });
    expect(time.now()).toBe(900_000);
    expect(fetchRun).toHaveBeenCalledTimes(40 + 78);
  });

  it("keeps polling through a read that never got an answer or met a server error", async () => {
    const time = fakeTime();
    const fetchRun = vi
      .fn()
      .mockRejectedValueOnce(new ApiError("NETWORK", "offline", 0))
      .mockRejectedValueOnce(new ApiError("UNAVAILABLE", "Serviço indisponível", 503))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(run("succeeded"));
    const outcome = await pollCollectionRun({ run: run("queued"), fetchRun, signal: new AbortController().signal, ...time });
    expect(outcome.kind).toBe("succeeded");
    expect(fetchRun).toHaveBeenCalledTimes(4);
  });

  it("stops at once, with the server's refusal, when the run may no longer be read", async () => {
    const time = fakeTime();
    const signedOut = new ApiError("UNAUTHENTICATED", "Faça login para continuar.", 401);
    const fetchRun = vi.fn().mockRejectedValue(signedOut);
    const outcome = await pollCollectionRun({ run: run("queued"), fetchRun, signal: new AbortController().signal, ...time });
    expect(outcome).toEqual({ kind: "read-failed", error: signedOut });
    expect(fetchRun).toHaveBeenCalledTimes(1);
  });

  it("honours other timings", async () => {
    const time = fakeTime();
    const fetchRun = vi.fn().mockResolvedValue(run("running"));
    const outcome = await pollCollectionRun({
      run: run("queued"),
      fetchRun,
      signal: new AbortController().signal,
      timings: { pollIntervalMs: 10, giveUpAfterMs: 25 },
      ...time,
    });
    expect(outcome.kind).toBe("timed-out");
    expect(time.sleeps).toEqual([10, 10, 5]);
  });

  it("stops when aborted (the page was left)", async () => {
    const controller = new AbortController();
    const time = fakeTime();
    const fetchRun = vi.fn().mockImplementation(async () => {
      controller.abort();
      return run("running");
    });
    const outcome = await pollCollectionRun({ run: run("queued"), fetchRun, signal: controller.signal, ...time });
    expect(outcome).toEqual({ kind: "aborted" });
    expect(fetchRun).toHaveBeenCalledTimes(1);
  });
});

describe("formatElapsed", () => {
  it.each([
    [0, "0:00"],
    [999, "0:00"],
    [7_000, "0:07"],
    [65_000, "1:05"],
    [120_000, "2:00"],
  ])("shows %s ms as %s", (ms, expected) => {
    expect(formatElapsed(ms)).toBe(expected);
  });
});
