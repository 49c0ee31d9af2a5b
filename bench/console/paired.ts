// Requests sent one at a time on one kept-alive connection, taking the targets in turn (A, B, A,
// B…). Separate runs of a few seconds each meet a machine whose speed drifts between them (on this
// two-core VM a bare route's p50 at c=1 moved from 2.4 to 4.9 ms from one run to the next, session
// 9); taken in turn, every target meets the same moments, so the difference of their latencies
// stays put while the latencies themselves move.
import http from "node:http";
import type { LoadRequest } from "./load";

export type PairedResult = {
  /** Latency of each 2xx response, in ms, per target (in the order given). */
  latencies: number[][];
  failures: number[];
};

function once(agent: http.Agent, target: LoadRequest): Promise<{ ok: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(target.url, { agent, method: target.method ?? "GET", headers: target.headers }, (response) => {
      response.on("data", () => {});
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, ms: performance.now() - started });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(target.body);
  });
}

/** Targets on one origin, taken in turn for `durationS` seconds over one connection (c=1). */
export async function pairedLatencies(targets: readonly LoadRequest[], durationS: number): Promise<PairedResult> {
  const origins = new Set(targets.map((t) => new URL(t.url).origin));
  if (origins.size !== 1) throw new Error("paired targets must share one origin (one connection)");
  const cycles = await cyclesInTurn(targets, durationS);
  return {
    latencies: cycles.map((ms) => ms.filter(Number.isFinite)),
    failures: cycles.map((ms) => ms.filter((v) => !Number.isFinite(v)).length),
  };
}

/**
 * Targets taken in turn for `durationS` seconds, one kept-alive connection per origin (so two
 * servers, e.g. two trees compared, each keep theirs): per target, the latency of each turn in ms,
 * NaN when its answer was not 2xx. Index i of every target is the same turn, so they pair.
 */
export async function cyclesInTurn(targets: readonly LoadRequest[], durationS: number): Promise<number[][]> {
  if (targets.some((t) => t.paths)) throw new Error("paired targets take one path each");
  const agents = new Map(targets.map((t) => [new URL(t.url).origin, new http.Agent({ keepAlive: true, maxSockets: 1 })]));
  const cycles: number[][] = targets.map(() => []);
  const until = performance.now() + durationS * 1000;
  try {
    for (let i = 0; performance.now() < until || i % targets.length !== 0; i++) {
      const which = i % targets.length;
      const target = targets[which]!;
      const { ok, ms } = await once(agents.get(new URL(target.url).origin)!, target);
      cycles[which]!.push(ok ? ms : Number.NaN);
    }
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
  return cycles;
}
