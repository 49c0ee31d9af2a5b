/**
 * Where an /api request spent its time, as a `Server-Timing` header: browser devtools show it per
 * request, and the proxy-cost bench reads it to split the console's own cost from the upstream's.
 * Phases are named once and measured back to back, so they add up to `total`.
 */
export class ServerTiming {
  private readonly started = performance.now();
  private last = this.started;
  private readonly phases: [string, number][] = [];

  /** Ends the phase running since the previous mark (or the start). */
  mark(phase: string): void {
    const now = performance.now();
    this.phases.push([phase, now - this.last]);
    this.last = now;
  }

  elapsedMs(): number {
    return performance.now() - this.started;
  }

  header(): string {
    return [...this.phases, ["total", this.elapsedMs()] as [string, number]].map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(", ");
  }
}

/** `Server-Timing` back into durations by phase (ms); entries without a duration are skipped. */
export function parseServerTiming(header: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of (header ?? "").split(",")) {
    const [name, ...params] = entry.trim().split(";");
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith("dur="));
    if (!name || !dur) continue;
    const ms = Number(dur.slice(4));
    if (Number.isFinite(ms)) out[name] = ms;
  }
  return out;
}
