// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrganizationScopeProvider } from "@/lib/queries/organization-scope";
import { triageKeys } from "@/lib/queries/triage";
import { LIVE_PATH } from "./live-connection";
import { LiveStatus } from "./live-status";
import { LiveUpdatesProvider } from "./live-updates";
import { SHUTDOWN_RECONNECT_MS } from "./reconnect-delay";

/** A stand-in for the browser's EventSource: the test opens, feeds and drops it. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly named = new Map<string, (message: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(name: string, listener: (message: { data: string }) => void) {
    this.named.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data = "{}") {
    this.named.get(name)?.({ data });
  }
}

const latest = () => FakeEventSource.made.at(-1)!;

/** What the route's probe answers (GET /api/live?probe=1), asked after a stream failed to open. */
let probe: () => Response;
const probed: string[] = [];

/** Lets the probe's answer arrive. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

beforeEach(() => {
  FakeEventSource.made = [];
  probed.length = 0;
  probe = () => new Response(null, { status: 204 });
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", async (url: string) => {
    probed.push(url);
    return probe();
  });
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the provider and waits for the stream's code, which it loads after mounting. */
async function mount() {
  const client = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(client, "invalidateQueries").mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  render(
    <QueryClientProvider client={client}>
      <OrganizationScopeProvider slug={null}>
        <LiveUpdatesProvider>
          <LiveStatus pollMs={15_000} />
        </LiveUpdatesProvider>
      </OrganizationScopeProvider>
    </QueryClientProvider>,
  );
  await act(() => vi.dynamicImportSettled());
  return { invalidated };
}

describe("LiveUpdatesProvider", () => {
  it("opens no stream once unmounted before the stream's code has loaded", async () => {
    const client = new QueryClient();
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <OrganizationScopeProvider slug={null}>
          <LiveUpdatesProvider>
            <LiveStatus pollMs={15_000} />
          </LiveUpdatesProvider>
        </OrganizationScopeProvider>
      </QueryClientProvider>,
    );
    unmount();
    await vi.dynamicImportSettled();
    expect(FakeEventSource.made).toHaveLength(0);
  });

  it("opens one stream, says Live once it is open, and refreshes the prefixes an event names", async () => {
    const { invalidated } = await mount();
    expect(FakeEventSource.made.map((s) => s.url)).toEqual([LIVE_PATH]);
    expect(screen.getByTestId("live-status").textContent).toBe("");
    act(() => latest().onopen?.());
    expect(screen.getByTestId("live-status").textContent).toBe("● Live");
    act(() => latest().onmessage?.({ data: JSON.stringify({ type: "triage.changed", organization: "", cause: "claim" }) }));
    expect(invalidated).toEqual([triageKeys.claims("default")]);
    act(() => latest().onmessage?.({ data: "not json" }));
    act(() => latest().onmessage?.({ data: JSON.stringify({ type: "rows.deleted" }) }));
    expect(invalidated).toHaveLength(1);
  });

  it("says how often the page polls while the stream is down, reconnects with backoff, and refreshes everything once back", async () => {
    const { invalidated } = await mount();
    act(() => latest().onopen?.());
    act(() => latest().onerror?.());
    expect(latest().closed).toBe(true);
    expect(screen.getByTestId("live-status").textContent).toBe("Updates every 15 seconds — live updates reconnecting");
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => latest().onerror?.()); // still down: the next wait is longer
    await settle();
    expect(probed).toEqual(["/api/live?probe=1"]); // it never opened: was it refused for too many streams? No
    act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1_001));
    expect(FakeEventSource.made).toHaveLength(3);
    act(() => latest().onopen?.());
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
    expect(invalidated.length).toBeGreaterThan(3);
  });

  it("after a stream refused with a 429 (too many open) polls, and opens the next only after the server's Retry-After", async () => {
    await mount();
    probe = () =>
      Response.json({ error: { code: "TOO_MANY_STREAMS", message: "Too many", requestId: "r" } }, { status: 429, headers: { "Retry-After": "30" } });
    act(() => latest().onerror?.());
    await settle();
    expect(screen.getByTestId("live-status").textContent).toBe("Updates every 15 seconds — live updates reconnecting");
    act(() => vi.advanceTimersByTime(29_999));
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(15_001)); // 30 s, spread over half as much again
    expect(FakeEventSource.made).toHaveLength(2);
    probe = () => new Response(null, { status: 204 });
    act(() => latest().onopen?.());
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
  });

  it("opens no further stream once the probe says the session is gone (401: signed out, a revoked wall link)", async () => {
    await mount();
    probe = () => Response.json({ error: { code: "UNAUTHORIZED", message: "Sign in", requestId: "r" } }, { status: 401 });
    act(() => latest().onerror?.());
    await settle();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(FakeEventSource.made).toHaveLength(1);
    expect(probed).toEqual(["/api/live?probe=1"]);
  });

  it("opens the next stream at once when the server ends one (bye), without saying it is down", async () => {
    await mount();
    act(() => latest().onopen?.());
    act(() => latest().emit("bye"));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
  });

  it("waits before the next stream when the server said bye because it is shutting down, then refetches what it missed", async () => {
    const { invalidated } = await mount();
    act(() => latest().onopen?.());
    act(() => latest().emit("bye", '{"reason":"shutdown"}'));
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    expect(screen.getByTestId("live-status").dataset.state).toBe("down");
    act(() => vi.advanceTimersByTime(SHUTDOWN_RECONNECT_MS - 1));
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SHUTDOWN_RECONNECT_MS + 1));
    expect(FakeEventSource.made).toHaveLength(2);
    const before = invalidated.length;
    act(() => latest().onopen?.());
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
    expect(invalidated.length).toBeGreaterThan(before);
  });
});
