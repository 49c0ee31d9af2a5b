import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDb } from "@/lib/db/testing";
import { getMetrics } from "@/lib/observability/metrics";
import { listJobStatuses, markJobsSwitchedOff, overdueJobs, setJobStatusStore } from "./job-status";
import { runEvery } from "./run-every";

const T0 = Date.parse("2026-11-26T05:00:00.000Z");

describe("background jobs' runs, for /health and the metrics", () => {
  const db = useTestDb("sqlite");
  afterEach(() => setJobStatusStore(undefined));

  it("records each run's success or failure and why, the next run and the instance; a tick skipped for the lease records nothing", async () => {
    setJobStatusStore(db());
    let clock = T0;
    const now = () => new Date(clock);
    const tick = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("service unreachable"));
    const job = runEvery({ name: "alert evaluation", interval: 60_000, first: 3_600_000, holder: "4242-abc", now, tick, log: { warn: vi.fn() } });
    const other = runEvery({
      name: "alert evaluation",
      interval: 60_000,
      first: 3_600_000,
      holder: "9999-def",
      lease: { db: db(), name: "eval", ttlMs: 60_000 },
      now,
      tick: async () => undefined,
      log: { warn: vi.fn() },
    });
    const holderOfLease = runEvery({
      name: "holder of the lease",
      interval: 60_000,
      first: 3_600_000,
      holder: "4242-abc",
      lease: { db: db(), name: "eval", ttlMs: 60_000 },
      now,
      tick: async () => undefined,
    });
    await holderOfLease.runNow();
    holderOfLease.stop();
    await job.runNow();
    clock += 60_000;
    await job.runNow();
    await other.runNow();
    job.stop();
    other.stop();
    await vi.waitFor(async () => expect((await listJobStatuses(db(), now())).find((j) => j.name === "alert evaluation")?.lastFailureAt).not.toBeNull());
    const [evaluation] = (await listJobStatuses(db(), now())).filter((j) => j.name === "alert evaluation");
    expect(evaluation).toEqual({
      name: "alert evaluation",
      intervalMs: 60_000,
      lastSuccessAt: new Date(T0).toISOString(),
      lastFailureAt: new Date(T0 + 60_000).toISOString(),
      lastError: "service unreachable",
      nextRunAt: new Date(T0 + 120_000).toISOString(),
      holder: "4242-abc",
      switchedOffAt: null,
      stale: false,
    });
  });

  it("a job is overdue after three intervals without a success, and the metrics say so", async () => {
    setJobStatusStore(db());
    const at = (ms: number) => () => new Date(T0 + ms);
    const digestJob = runEvery({ name: "weekly digests", interval: 10_000, first: 3_600_000, now: at(0), tick: async () => undefined });
    await digestJob.runNow();
    digestJob.stop();
    const digests = async (ms: number) => (await listJobStatuses(db(), new Date(T0 + ms))).find((j) => j.name === "weekly digests");
    await vi.waitFor(async () => expect(await digests(0)).toBeDefined());
    expect((await digests(30_000))!.stale).toBe(false);
    expect((await digests(30_001))!.stale).toBe(true);
    // The metrics read the store at scrape time, against the real clock: T0 is long past.
    const text = await getMetrics().registry.metrics();
    expect(text).toContain(`rampart_job_last_success_timestamp_seconds{job="weekly digests"} ${T0 / 1000}`);
    expect(text).toContain('rampart_job_overdue{job="weekly digests"} 1');
  });

  it("a job the configuration switched off is listed as off, never overdue, until it runs again", async () => {
    setJobStatusStore(db());
    const threats = runEvery({ name: "threats sync", interval: 10_000, first: 3_600_000, now: () => new Date(T0), tick: async () => undefined });
    await threats.runNow();
    threats.stop();
    const row = async (ms: number) => (await listJobStatuses(db(), new Date(T0 + ms))).find((j) => j.name === "threats sync");
    await vi.waitFor(async () => expect(await row(0)).toBeDefined());
    expect((await row(60_000))!.stale).toBe(true);

    // A restart with THREAT_SYNC_RATE=0 (lib/startup.ts); a job never seen gets no row.
    await markJobsSwitchedOff(db(), ["threats sync", "heartbeat"], new Date(T0 + 60_000));
    const off = (await row(86_400_000))!;
    expect(off).toMatchObject({ switchedOffAt: new Date(T0 + 60_000).toISOString(), nextRunAt: null, stale: false });
    expect((await overdueJobs(db(), new Date(T0 + 86_400_000), 3)).map((j) => j.name)).not.toContain("threats sync");
    expect((await listJobStatuses(db(), new Date(T0))).map((j) => j.name)).not.toContain("heartbeat");

    // Switched on again: its next run clears the mark.
    const again = runEvery({ name: "threats sync", interval: 10_000, first: 3_600_000, now: () => new Date(T0 + 90_000), tick: async () => undefined });
    await again.runNow();
    again.stop();
    await vi.waitFor(async () => expect((await row(90_000))!.switchedOffAt).toBeNull());
    expect((await row(130_001))!.stale).toBe(true);
  });
});
