// Cold start (issue 8.7): `npm start` on a built tree → the first page served (/sign-in 200),
// on fresh data (first start ever: migrations, demo users, demo service seed) and on existing
// data (a restart); then the next-server process's resident memory (VmRSS) idle and under load
// (item 1's request, reports?limit=20 signed in, at 1 and at 32 connections).
import fs from "node:fs";
import path from "node:path";
import { ensureBuild, ROOT } from "./console/build";
import { runLoad } from "./console/load";
import { findProcess, freePort, rssMb, type Started, startProcess, waitForHttp } from "./console/processes";
import { signIn } from "./console/session";
import { childEnv, DEMO_PASSWORD } from "./console/stack";
import { summarize } from "./lib/stats";
import type { Bench, BenchContext, Figure } from "./lib/types";

type Plan = { starts: number; idleWaitMs: number; loadS: number };
const FULL: Plan = { starts: 3, idleWaitMs: 5_000, loadS: 10 };
const SMOKE: Plan = { starts: 1, idleWaitMs: 500, loadS: 1 };

type Start = { started: Started; origin: string; readyMs: number };

async function npmStart(dataDir: string, logDir: string): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const started = startProcess("npm", ["start"], {
    cwd: ROOT,
    env: childEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" }),
    logFile: path.join(logDir, `npm-start-${port}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/sign-in`, started, { status: 200, timeoutMs: 120_000 });
  return { started, origin, readyMs: performance.now() - began };
}

function serverPid(start: Start): number {
  const pid = findProcess(start.started.pid, "next-server");
  if (pid === null) throw new Error("no next-server process under npm start");
  return pid;
}

/** Highest RSS seen (sampled every 100 ms) while `work` runs. */
async function peakRss(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb(pid));
}

async function startTimes(plan: Plan, tmpDir: string, log: BenchContext["log"]) {
  const fresh: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < plan.starts; i++) {
    const dataDir = path.join(tmpDir, `start-${i}`);
    for (const [label, samples] of [
      ["fresh data", fresh],
      ["restart", restart],
    ] as const) {
      const start = await npmStart(dataDir, tmpDir);
      samples.push(start.readyMs);
      log(`start ${i + 1} (${label}): first page after ${start.readyMs.toFixed(0)} ms`);
      await start.started.stop();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { fresh: summarize(fresh), restart: summarize(restart) };
}

const bench: Bench = {
  description: "cold start: npm start → first page, and next-server memory idle and under load",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    ensureBuild(log);
    const times = await startTimes(plan, tmpDir, log);
    const figures: Figure[] = [
      {
        name: "npm start → /sign-in 200, fresh data",
        stat: "p50",
        value: times.fresh.p50,
        unit: "ms",
        detail: { max: times.fresh.max },
        note: `${times.fresh.n} start(s); migrations, demo users and the demo service's seed included`,
      },
      {
        name: "npm start → /sign-in 200, restart",
        stat: "p50",
        value: times.restart.p50,
        unit: "ms",
        detail: { max: times.restart.max },
        note: `${times.restart.n} start(s)`,
      },
    ];

    const start = await npmStart(path.join(tmpDir, "memory"), tmpDir);
    try {
      const pid = serverPid(start);
      const cookie = await signIn(start.origin, "admin", DEMO_PASSWORD);
      const request = { url: `${start.origin}/api/organization/reports?limit=20`, headers: { Cookie: cookie, Origin: start.origin } };
      // One request so the route and the embedded service are loaded, then let it settle.
      await runLoad(request, { connections: 1, durationS: 0.2 });
      await new Promise((r) => setTimeout(r, plan.idleWaitMs));
      const idle = rssMb(pid);
      const one = await peakRss(pid, () => runLoad(request, { connections: 1, durationS: plan.loadS }));
      const many = await peakRss(pid, () => runLoad(request, { connections: 32, durationS: plan.loadS }));
      await new Promise((r) => setTimeout(r, plan.idleWaitMs));
      const after = rssMb(pid);
      figures.push(
        { name: "next-server RSS idle (after first requests)", stat: "rss", value: idle, unit: "count", note: "MB · demo mode, embedded service in process" },
        { name: "next-server RSS under load, c=1", stat: "peak", value: one, unit: "count", note: `MB · ${plan.loadS} s of reports?limit=20` },
        { name: "next-server RSS under load, c=32", stat: "peak", value: many, unit: "count", note: `MB · idle again after: ${after.toFixed(0)} MB` },
      );
    } finally {
      await start.started.stop();
    }
    return figures;
  },
};

export default bench;
