/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number };

export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples.length === 0 ? Number.NaN : Math.max(...samples),
  };
}

/** Milliseconds an async call takes, with the high-resolution clock. */
export async function timeMs(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Wall time and this process's CPU time (user + system) of an async call, in ms. On a busy
 * machine wall time includes the time the process waited for a core; CPU time is the work.
 */
export type Timing = { wall: number; cpu: number };

export async function timeWallAndCpu(run: () => Promise<unknown>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await run();
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/**
 * Samples several cases side by side: each round runs every case once, starting at a
 * different case each round, so machine noise spreads over all cases alike. `measure`
 * returns the sample(s) of one case in one round (none when the case has nothing more to do).
 */
export async function sampleInterleaved<K, S = number>(
  cases: readonly K[],
  rounds: number,
  measure: (item: K, round: number) => Promise<S | S[]>,
): Promise<Map<K, S[]>> {
  const samples = new Map<K, S[]>(cases.map((c) => [c, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < cases.length; i++) {
      const item = cases[(i + round) % cases.length]!;
      const taken = await measure(item, round);
      samples.get(item)!.push(...(Array.isArray(taken) ? taken : [taken as S]));
    }
  }
  return samples;
}
