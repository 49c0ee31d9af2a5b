import { afterEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import type { LiveEvent } from "@/lib/bus/events";
import { createLiveBus } from "@/lib/bus/live-bus";
import { resetSingleton } from "@/lib/singleton";
import { orgKey } from "@/lib/testing/organization-keys";
import { endOpenLiveStreams, liveStream, openLiveStreams, RETRY_MS } from "./stream";

const viewer: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };

function open(options: { principal?: Principal; heartbeatMs?: number; maxStreamMs?: number } = {}) {
  const bus = createLiveBus({ logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const abort = new AbortController();
  const stream = liveStream({
    principal: options.principal ?? viewer,
    signal: abort.signal,
    subscribe: bus.subscribe,
    reachable: async () => new Set(["acme"]),
    heartbeatMs: options.heartbeatMs,
    maxStreamMs: options.maxStreamMs,
  });
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  /** Reads until the stream's text so far passes `check`. */
  const until = async (check: (text: string) => boolean) => {
    while (!check(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return text;
  };
  return { bus, abort, reader, until };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("liveStream", () => {
  it("opens with a retry hint, then one numbered message per event the session may see", async () => {
    const { bus, abort, until } = open();
    await until((t) => t.includes(": open"));
    await bus.publish({ type: "webhook.received", eventType: "debug.test" }); // admins only
    await bus.publish({ type: "triage.changed", organization: orgKey("globex"), cause: "walk" }); // not reached
    await bus.publish({ type: "triage.changed", organization: orgKey(""), cause: "review" });
    await bus.publish({ type: "snapshot.changed", organization: orgKey("acme") });
    const text = await until((t) => t.includes("snapshot.changed"));
    const events = [...text.matchAll(/id: (\d+)\ndata: (.*)\n\n/g)].map((m) => [Number(m[1]), JSON.parse(m[2]!) as LiveEvent]);
    expect(text.startsWith("retry: 3000\n")).toBe(true);
    expect(events).toEqual([
      [1, { type: "triage.changed", organization: orgKey(""), cause: "review" }],
      [2, { type: "snapshot.changed", organization: orgKey("acme") }],
    ]);
    abort.abort();
  });

  it("lets go of its subscription and the open count when the browser goes away", async () => {
    const before = openLiveStreams();
    const { bus, abort, reader, until } = open();
    await until((t) => t.includes(": open"));
    expect(bus.listenerCount()).toBe(1);
    expect(openLiveStreams()).toBe(before + 1);
    abort.abort();
    expect((await reader.read()).done).toBe(true);
    expect(bus.listenerCount()).toBe(0);
    expect(openLiveStreams()).toBe(before);
  });

  it("says bye and ends at shutdown, so the server does not wait out its maximum age", async () => {
    const before = openLiveStreams();
    const first = open();
    const second = open();
    await first.until((t) => t.includes(": open"));
    await second.until((t) => t.includes(": open"));
    endOpenLiveStreams();
    for (const stream of [first, second]) {
      expect((await stream.until(() => false)).endsWith('event: bye\ndata: {"reason":"shutdown"}\n\n')).toBe(true);
      expect(stream.bus.listenerCount()).toBe(0);
    }
    expect(openLiveStreams()).toBe(before);
    // The browser's next stream, on a connection the closing server still serves, ends at once too.
    const late = open();
    expect(await late.until(() => false)).toBe(`retry: ${RETRY_MS}\n: open\n\nevent: bye\ndata: {"reason":"shutdown"}\n\n`);
    expect(late.bus.listenerCount()).toBe(0);
    expect(openLiveStreams()).toBe(before);
    resetSingleton("shutdown");
  });

  it("sends a heartbeat comment, and says bye and ends at its maximum age", async () => {
    const { bus, until } = open({ heartbeatMs: 20, maxStreamMs: 120 });
    const text = await until((t) => t.includes("event: bye"));
    expect(text).toContain(": heartbeat\n\n");
    expect(text.endsWith("event: bye\ndata: {}\n\n")).toBe(true);
    expect(bus.listenerCount()).toBe(0);
  });
});
