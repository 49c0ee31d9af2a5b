import "server-only";

/** What the lines are written to (the console's pino logger; a test's capture). */
type Logger = { warn(fields: Record<string, unknown>, message: string): void };

export type PerSourceLogOptions = {
  logger: () => Logger;
  /** The line for a source's first refusal, logged at once. */
  message: string;
  /** The line summing up a source's later refusals of its minute. */
  summary: string;
  /** Fields every line carries (what the lines are about). */
  fields?: Record<string, string>;
  windowMs?: number;
  /** Sources tracked at once; refusals from more are summed under OTHER_SOURCES. */
  maxSources?: number;
};

/** Where refusals from sources beyond `maxSources` are counted (spoofed addresses cannot grow the map). */
export const OTHER_SOURCES = "other addresses";

type Window = { total: number; outcomes: Map<string, number>; timer: ReturnType<typeof setTimeout> };

/**
 * One warn line per source per minute, with a count: the first refusal from a source is logged at
 * once with its details; later ones within its minute are counted, and when the minute ends one line
 * says how many there were, by outcome, and starts the next minute (silent again). A minute with none
 * after the first ends the source's window, so its next refusal is logged at once. A flood of 22,348
 * refused webhooks in 15 s from one client wrote as many lines; it now writes one, then one a minute.
 */
export function createPerSourceLog(options: PerSourceLogOptions) {
  const windowMs = options.windowMs ?? 60_000;
  const maxSources = options.maxSources ?? 1_000;
  const windows = new Map<string, Window>();

  const endOfMinute = (source: string) => {
    const window = windows.get(source);
    if (!window) return;
    if (window.total === 0) {
      windows.delete(source);
      return;
    }
    options
      .logger()
      .warn(
        { ...options.fields, from: source, refused: window.total, outcomes: Object.fromEntries(window.outcomes), seconds: Math.round(windowMs / 1000) },
        options.summary,
      );
    window.total = 0;
    window.outcomes.clear();
    window.timer = later(source);
  };
  const later = (source: string) => {
    const timer = setTimeout(() => endOfMinute(source), windowMs);
    timer.unref?.();
    return timer;
  };

  return {
    /** A refusal from `source` (an address), with its `outcome` and whatever else the first line should say. */
    note(from: string, detail: { outcome: string } & Record<string, string | number>): void {
      const source = windows.has(from) || windows.size < maxSources ? from : OTHER_SOURCES;
      const window = windows.get(source);
      if (window) {
        window.total++;
        window.outcomes.set(detail.outcome, (window.outcomes.get(detail.outcome) ?? 0) + 1);
        return;
      }
      windows.set(source, { total: 0, outcomes: new Map(), timer: later(source) });
      options.logger().warn({ ...options.fields, ...detail, from: source }, options.message);
    },
    /** Sources in a window now (tests). */
    sources: () => windows.size,
  };
}
