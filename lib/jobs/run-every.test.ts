import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/lib/db/testing";
import { type Job, runEvery } from "./run-every";

const jobs: Job[] = [];
const started = (job: Job) => {
  jobs.push(job);
  return job;
};

afterEach(() => {
  for (const job of jobs.splice(0)) job.stop();
  vi.useRealTimers();
});

describe("runEvery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("never runs two ticks of one job at once", async () => {
    let release = () => {};
    const tick = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const job = started(runEvery({ name: "slow", interval: 1_000, tick, log: { warn: vi.fn() } }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await job.runNow();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tick).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it("logs a throwing tick as one line with the job's name, and runs the next", async () => {
    const warn = vi.fn();
    const tick = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValue(undefined);
    started(runEvery({ name: "flaky job", interval: 1_000, first: 10, tick, log: { warn } }));
    await vi.advanceTimersByTimeAsync(10);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ job: "flaky job", err: "boom" }, "flaky job");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("waits as long as the interval function says after each result, and stops", async () => {
    const tick = vi.fn().mockResolvedValue("busy");
    const job = started(runEvery({ name: "paced", interval: (last) => (last === "busy" ? 100 : 10_000), tick, log: { warn: vi.fn() } }));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(300);
    expect(tick).toHaveBeenCalledTimes(4);
    job.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(4);
  });
});

describe("runEvery under a lease", () => {
  const db = useTestDb("sqlite");

  it("runs the tick on one of two instances only", async () => {
    const ticks: string[] = [];
    const now = () => new Date("2026-11-26T05:00:00.000Z");
    const instance = (holder: string) =>
      started(
        runEvery({
          name: "leased",
          interval: 60_000,
          lease: { db: db(), name: "test-lease", ttlMs: 60_000 },
          holder,
          now,
          tick: async () => void ticks.push(holder),
          log: { warn: vi.fn() },
        }),
      );
    const [a, b] = [instance("a"), instance("b")];
    await a.runNow();
    await b.runNow();
    await b.runNow();
    await a.runNow();
    expect(ticks).toEqual(["a", "a"]);
  });
});
