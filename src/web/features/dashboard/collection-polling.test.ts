import { describe, expect, it, vi } from "vitest";
import { pollRun } from "./collection-polling";
import type { CollectionRun } from "./dashboard-types";

const run = (status: CollectionRun["status"]): CollectionRun => ({
  id: "r1",
  accountId: "a1",
  status,
  errorCode: null,
  errorMessage: status === "failed" ? "Perfil não encontrado." : null,
  createdAt: "2026-03-10T15:00:00Z",
  finishedAt: null,
});

/** A clock that moves only when the poller sleeps. */
function fakeClock() {
  let time = 0;
  return { now: () => time, sleep: vi.fn(async (ms: number) => void (time += ms)) };
}

describe("pollRun", () => {
  it("reads the run every 3 s until it succeeds", async () => {
    const clock = fakeClock();
    const readRun = vi.fn().mockResolvedValueOnce(run("running")).mockResolvedValueOnce(run("succeeded"));
    const outcome = await pollRun(run("queued"), { readRun, ...clock });
    expect(outcome.kind).toBe("succeeded");
    expect(readRun).toHaveBeenCalledTimes(2);
    expect(clock.sleep).toHaveBeenCalledWith(3_000);
  });

  it("reports a failed run with its message", async () => {
    const clock = fakeClock();
    const outcome = await pollRun(run("queued"), { readRun: async () => run("failed"), ...clock });
    expect(outcome).toMatchObject({ kind: "failed", run: { errorMessage: "Perfil não encontrado." } });
  });

  it("follows a resuming run past 120 s, says once that it is slow, and reports its success", async () => {
    const clock = fakeClock();
    const onSlow = vi.fn();
    const readRun = vi.fn(async () => (readRun.mock.calls.length < 45 ? run("resuming") : run("succeeded")));
    const outcome = await pollRun(run("queued"), { readRun, onSlow, ...clock });
    expect(outcome.kind).toBe("succeeded");
    expect(onSlow).toHaveBeenCalledTimes(1);
    expect(clock.sleep).toHaveBeenCalledWith(10_000);
  });

  it("keeps reading through a server that answers 503 for a while", async () => {
    const clock = fakeClock();
    const unavailable = Object.assign(new Error("Serviço indisponível"), { status: 503 });
    const readRun = vi.fn().mockRejectedValueOnce(unavailable).mockResolvedValueOnce(run("succeeded"));
    expect((await pollRun(run("queued"), { readRun, ...clock })).kind).toBe("succeeded");
  });

  it("stops following after 15 minutes", async () => {
    const clock = fakeClock();
    const readRun = vi.fn(async () => run("running"));
    const outcome = await pollRun(run("queued"), { readRun, ...clock });
    expect(outcome.kind).toBe("timeout");
    expect(readRun).toHaveBeenCalledTimes(40 + 78);
    expect(clock.now()).toBe(900_000);
  });

  it("answers at once for a run that already finished", async () => {
    const readRun = vi.fn();
    expect((await pollRun(run("succeeded"), { readRun })).kind).toBe("succeeded");
    expect(readRun).not.toHaveBeenCalled();
  });
});
