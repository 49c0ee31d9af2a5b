import { describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/lib/db/testing";
import { heartbeatTick } from "./heartbeat";
import { recordJobRun } from "./job-status";

const T0 = Date.parse("2026-11-26T05:00:00.000Z");
const MIN = 60_000;

describe("the heartbeat out (dead-man's switch)", () => {
  const db = useTestDb("sqlite");

  it("calls the monitor while every job succeeds, and stops once one is overdue, saying which", async () => {
    await db().deleteFrom("job_runs").execute();
    const call = vi.fn(async () => 200);
    const beat = (ms: number) =>
      heartbeatTick({ db: db(), url: "https://hc-ping.example/abc", everyMs: 5 * MIN, holder: "1-a", now: () => new Date(T0 + ms), call });
    const evaluated = (ms: number) =>
      recordJobRun(db(), {
        name: "alert evaluation",
        intervalMs: MIN,
        outcome: "success",
        nextRunAt: new Date(T0 + ms + MIN),
        holder: "1-a",
        at: new Date(T0 + ms),
      });
    await evaluated(0);
    expect(await beat(MIN)).toBe("HTTP 200");
    expect(call).toHaveBeenCalledWith("https://hc-ping.example/abc");
    // The evaluator stopped: after three of its intervals the monitor hears nothing.
    await expect(beat(3 * MIN + 1)).rejects.toThrow("held back: alert evaluation overdue");
    expect(call).toHaveBeenCalledTimes(1);
    await evaluated(4 * MIN);
    expect(await beat(4 * MIN)).toBe("HTTP 200");
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("a monitor that refuses is a failure of the job, with its status", async () => {
    await db().deleteFrom("job_runs").execute();
    await expect(
      heartbeatTick({ db: db(), url: "https://hc-ping.example/abc", everyMs: MIN, holder: "1-a", now: () => new Date(T0), call: async () => 404 }),
    ).rejects.toThrow("the monitor answered HTTP 404");
  });
});
