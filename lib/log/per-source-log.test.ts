import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPerSourceLog, OTHER_SOURCES } from "./per-source-log";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function captured(maxSources?: number) {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = { warn: (fields: Record<string, unknown>, message: string) => void lines.push({ fields, message }) };
  const log = createPerSourceLog({
    logger: () => logger,
    fields: { webhook: "refused" },
    message: "refused",
    summary: "refused in the last minute",
    maxSources,
  });
  return { log, lines };
}

describe("createPerSourceLog", () => {
  it("logs a source's first refusal at once, counts the rest of its minute, then sums them up in one line", () => {
    const { log, lines } = captured();
    log.note("10.0.0.1", { outcome: "bad-signature", status: 401 });
    expect(lines).toEqual([{ fields: { webhook: "refused", outcome: "bad-signature", status: 401, from: "10.0.0.1" }, message: "refused" }]);
    for (let i = 0; i < 22_347; i++) log.note("10.0.0.1", { outcome: i % 3 ? "bad-signature" : "rate-limited", status: i % 3 ? 401 : 429 });
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(59_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      fields: { webhook: "refused", from: "10.0.0.1", refused: 22_347, outcomes: { "rate-limited": 7_449, "bad-signature": 14_898 }, seconds: 60 },
      message: "refused in the last minute",
    });
  });

  it("under a steady flood writes one line a minute; after a quiet minute the next refusal logs at once again", () => {
    const { log, lines } = captured();
    for (let second = 0; second < 180; second++) {
      for (let i = 0; i < 100; i++) log.note("10.0.0.2", { outcome: "bad-signature", status: 401 });
      vi.advanceTimersByTime(1_000);
    }
    // The first at once, then one summary at each minute's end.
    expect(lines.map((l) => l.fields.refused)).toEqual([undefined, 5_999, 6_000, 6_000]);
    vi.advanceTimersByTime(60_000); // a minute with none: the window closes, nothing logged
    expect(lines).toHaveLength(4);
    expect(log.sources()).toBe(0);
    log.note("10.0.0.2", { outcome: "not-json", status: 400 });
    expect(lines.at(-1)).toEqual({ fields: { webhook: "refused", outcome: "not-json", status: 400, from: "10.0.0.2" }, message: "refused" });
  });

  it("keeps each source apart, and sums sources beyond its limit under one", () => {
    const { log, lines } = captured(2);
    log.note("10.0.0.1", { outcome: "bad-signature", status: 401 });
    log.note("10.0.0.2", { outcome: "bad-signature", status: 401 });
    log.note("10.0.0.3", { outcome: "bad-signature", status: 401 });
    log.note("10.0.0.4", { outcome: "bad-signature", status: 401 });
    expect(lines.map((l) => l.fields.from)).toEqual(["10.0.0.1", "10.0.0.2", OTHER_SOURCES]);
    vi.advanceTimersByTime(60_000);
    expect(lines.slice(3).map((l) => [l.fields.from, l.fields.refused])).toEqual([[OTHER_SOURCES, 1]]);
  });
});
