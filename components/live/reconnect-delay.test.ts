import { describe, expect, it } from "vitest";
import { pollEvery } from "@/lib/live/poll";
import { isShutdownBye, RECONNECT_CAP_MS, reconnectDelay, SHUTDOWN_RECONNECT_MS, shutdownReconnectDelay } from "./reconnect-delay";

describe("reconnectDelay", () => {
  it("doubles from about a second, with jitter over the upper half, and never waits over 30 s", () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(reconnectDelay(40, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(40, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });
});

describe("after a server's shutdown bye", () => {
  it("tells a shutdown bye from the one at a stream's age, and waits 8 to 16 s", () => {
    expect(isShutdownBye('{"reason":"shutdown"}')).toBe(true);
    expect(isShutdownBye("{}")).toBe(false);
    expect(isShutdownBye("not json")).toBe(false);
    expect(isShutdownBye("null")).toBe(false);
    expect(isShutdownBye(undefined)).toBe(false);
    expect([shutdownReconnectDelay(() => 0), shutdownReconnectDelay(() => 1)]).toEqual([SHUTDOWN_RECONNECT_MS, 2 * SHUTDOWN_RECONNECT_MS]);
  });
});

describe("pollEvery", () => {
  it("polls as before while the stream is down, five times slower (at least 30 s) while it is up", () => {
    expect(pollEvery(1_000, false)).toBe(1_000);
    expect(pollEvery(1_000, true)).toBe(30_000);
    expect(pollEvery(60_000, true)).toBe(300_000);
  });
});
