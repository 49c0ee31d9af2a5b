/** What a bench module exports as default: `bench/<name>.bench.ts`. */
export type Bench = {
  /** Short description printed before the bench runs. */
  description: string;
  run(context: BenchContext): Promise<Figure[]>;
  /**
   * `--compare-with <dir>`: the same measurement of this tree and of the tree in `other` (its own
   * production build, on its own port, beside this one's), their requests interleaved in one run,
   * reported as before (`other`), after (this tree) and after ÷ before (lib/compare.ts).
   */
  compare?(context: BenchContext & { other: string }): Promise<Figure[]>;
};

export type BenchContext = {
  /** Tiny scale, a few seconds: proves the bench still runs (CI); its figures mean nothing. */
  smoke: boolean;
  /** A fresh directory for this bench's files, removed after the run. */
  tmpDir: string;
  /** Progress line on stderr (the table goes to stdout). */
  log(message: string): void;
};

/** A target the figure's value must stay at or below (`max`) or at or above (`min`). */
export type Target = { max: number } | { min: number };

export type Figure = {
  /** Row label, e.g. `list first page · status=TODO`. */
  name: string;
  /** Which statistic `value` is (`p95`, `total`, `ratio`…). */
  stat: string;
  value: number;
  unit: "ms" | "x" | "count" | "s";
  target?: Target;
  /** Secondary statistics shown beside the value (p50, p99, cold…), same unit. */
  detail?: Record<string, number>;
  note?: string;
};

/** bench/results/<name>.json */
export type BenchResult = {
  bench: string;
  smoke: boolean;
  startedAt: string;
  durationMs: number;
  node: string;
  /** 1-minute load average when the bench started and ended, and the core count: how busy the machine was. */
  load: { start: number; end: number; cores: number; mean?: number; max?: number };
  figures: Figure[];
  /** With `--compare-with`: the commits measured, the other tree's as "before". */
  compared?: { before: { root: string; commit: string }; after: { commit: string } };
  error?: string;
};
