import "server-only";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { getLogger } from "@/lib/log/logger";
import { reportJobRun } from "./job-status";
import { holdLease, type JobLease } from "./lease";

export type RunEveryOptions<T> = {
  /** Names the job in the log. */
  name: string;
  /** Milliseconds from the end of one tick to the next; a function sees the last tick's result (undefined when it failed or was skipped). */
  interval: number | ((last: T | undefined) => number);
  /** Milliseconds before the first tick (default: the interval). */
  first?: number;
  /** Work one instance does for all: the tick runs only while this instance holds the lease. */
  lease?: JobLease;
  /** This instance in the lease table (default: pid and a random id). */
  holder?: string;
  tick: () => Promise<T>;
  now?: () => Date;
  log?: Pick<Logger, "warn">;
};

export type Job = {
  /** Runs a tick now unless one is running (the timer goes on as before). */
  runNow(): Promise<void>;
  stop(): void;
};

/**
 * The one way a background job runs: its timer (unref'd, so it never keeps the process alive),
 * one tick at a time, a failure logged as one line with the job's name (the next tick runs as
 * usual), and the lease when one instance works for all.
 */
export function runEvery<T>(options: RunEveryOptions<T>): Job {
  const { name, lease, tick } = options;
  const holder = options.holder ?? `${process.pid}-${randomUUID()}`;
  const now = options.now ?? (() => new Date());
  const delayAfter = (last: T | undefined) => (typeof options.interval === "function" ? options.interval(last) : options.interval);
  let busy = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Each run is recorded for /health (lib/jobs/job-status.ts); a tick skipped for the lease is another instance's.
  const report = (outcome: "success" | "failure", last: T | undefined, error?: string) => {
    const at = now();
    const intervalMs = delayAfter(last);
    reportJobRun({ name, intervalMs, outcome, error, nextRunAt: new Date(at.getTime() + intervalMs), holder, at });
  };
  const runOnce = async (): Promise<T | undefined> => {
    if (busy) return undefined;
    busy = true;
    try {
      if (lease && !(await holdLease(lease, holder, now()))) return undefined;
      const result = await tick();
      report("success", result);
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      (options.log ?? getLogger()).warn({ job: name, err: message }, name);
      report("failure", undefined, message);
      return undefined;
    } finally {
      busy = false;
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(fire, ms);
    timer.unref?.();
  };
  const fire = async () => schedule(delayAfter(await runOnce()));
  schedule(options.first ?? delayAfter(undefined));
  return {
    runNow: async () => {
      await runOnce();
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
