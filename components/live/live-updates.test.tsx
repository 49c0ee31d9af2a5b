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

const encoder = new TextEncoder();

/** A stand-in for one GET /api/live through fetch: the test answers, feeds and drops it. */
class FakeStream {
  static made: FakeStream[] = [];
  closed = false;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private answer!: { resolve: (response: Response) => void; reject: (error: unknown) => void };
  readonly response = new Promise<Response>((resolve, reject) => {
    this.answer = { resolve, reject };
  });
  constructor(
    readonly url: string,
    init: RequestInit = {},
  ) {
    FakeStream.made.push(this);
    init.signal?.addEventListener("abort", () => {
      this.closed = true;
      this.answer.reject(new DOMException("aborted", "AbortError"));
      try {
        this.controller?.error(new DOMException("aborted", "AbortError"));
      } catch {
        // already closed
      }
    });
  }
  /** Answers 200 with an open event stream. */
  open() {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        controller.enqueue(encoder.encode("retry: 3000\n: open\n\n"));
      },
      cancel: () => {
        this.closed = true;
      },
    });
    this.answer.resolve(new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } }));
  }
  refuse(status: number, headers: Record<string, string> = {}) {
    this.answer.resolve(Response.json({ error: { code: "TOO_MANY_STREAMS", message: "Too many", requestId: "r" } }, { status, headers }));
  }
  message(data: string) {
    this.controller!.enqueue(encoder.encode(`id: 1\ndata: ${data}\n\n`));
  }
  emit(name: string, data = "{}") {
    this.controller!.enqueue(encoder.encode(`event: ${name}\ndata: ${data}\n\n`));
  }
  /** The server or the network ended the body. */
  drop() {
    this.closed = true;
    this.controller!.close();
  }
}

const latest = () => FakeStream.made.at(-1)!;

/** Lets the stream's promises (the answer, each read) run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
/** Does `step` and lets what it started run. */
const step = async (change: () => void) => {
  act(change);
  await settle();
};

beforeEach(() => {
  FakeStream.made = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => new FakeStream(url, init).response);
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
  await settle();
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
    expect(FakeStream.made).toHaveLength(0);
  });

  it("opens one stream, says Live once it is open, and refreshes the prefixes an event names", async () => {
    const { invalidated } = await mount();
    expect(FakeStream.made.map((s) => s.url)).toEqual([LIVE_PATH]);
    expect(screen.getByTestId("live-status").textContent).toBe("");
    await step(() => latest().open());
    expect(screen.getByTestId("live-status").textContent).toBe("● Live");
    await step(() => latest().message(JSON.stringify({ type: "triage.changed", organization: "", cause: "claim" })));
    expect(invalidated).toEqual([triageKeys.claims("default")]);
    await step(() => latest().message("not json"));
    await step(() => latest().message(JSON.stringify({ type: "rows.deleted" })));
    expect(invalidated).toHaveLength(1);
  });

  it("says how often the page polls while the stream is down, reconnects with backoff, and refreshes everything once back", async () => {
    const { invalidated } = await mount();
    await step(() => latest().open());
    await step(() => latest().drop());
    expect(latest().closed).toBe(true);
    expect(screen.getByTestId("live-status").textContent).toBe("Updates every 15 seconds — live updates reconnecting");
    await step(() => vi.advanceTimersByTime(1_000));
    expect(FakeStream.made).toHaveLength(2);
    await step(() => latest().refuse(502)); // still down: the next wait is longer
    await step(() => vi.advanceTimersByTime(999));
    expect(FakeStream.made).toHaveLength(2);
    await step(() => vi.advanceTimersByTime(1_001));
    expect(FakeStream.made).toHaveLength(3);
    await step(() => latest().open());
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
    expect(invalidated.length).toBeGreaterThan(3);
  });

  it("after a 429 (too many streams open) polls and asks again only after the server's Retry-After, not with the quick backoff", async () => {
    await mount();
    await step(() => latest().refuse(429, { "Retry-After": "30" }));
    expect(screen.getByTestId("live-status").textContent).toBe("Updates every 15 seconds — live updates reconnecting");
    await step(() => vi.advanceTimersByTime(29_999));
    expect(FakeStream.made).toHaveLength(1);
    await step(() => vi.advanceTimersByTime(15_001)); // 30 s, spread over half as much again
    expect(FakeStream.made).toHaveLength(2);
    await step(() => latest().refuse(429, { "Retry-After": "30" }));
    await step(() => vi.advanceTimersByTime(29_999));
    expect(FakeStream.made).toHaveLength(2);
    await step(() => vi.advanceTimersByTime(15_001));
    await step(() => latest().open());
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
  });

  it("opens the next stream at once when the server ends one (bye), without saying it is down", async () => {
    await mount();
    await step(() => latest().open());
    await step(() => latest().emit("bye"));
    expect(FakeStream.made).toHaveLength(2);
    expect(FakeStream.made[0]!.closed).toBe(true);
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
  });

  it("waits before the next stream when the server said bye because it is shutting down, then refetches what it missed", async () => {
    const { invalidated } = await mount();
    await step(() => latest().open());
    await step(() => latest().emit("bye", '{"reason":"shutdown"}'));
    expect(FakeStream.made).toHaveLength(1);
    expect(FakeStream.made[0]!.closed).toBe(true);
    expect(screen.getByTestId("live-status").dataset.state).toBe("down");
    await step(() => vi.advanceTimersByTime(SHUTDOWN_RECONNECT_MS - 1));
    expect(FakeStream.made).toHaveLength(1);
    await step(() => vi.advanceTimersByTime(SHUTDOWN_RECONNECT_MS + 1));
    expect(FakeStream.made).toHaveLength(2);
    const before = invalidated.length;
    await step(() => latest().open());
    expect(screen.getByTestId("live-status").dataset.state).toBe("live");
    expect(invalidated.length).toBeGreaterThan(before);
  });

  it("closes its stream when unmounted", async () => {
    await mount();
    await step(() => latest().open());
    cleanup();
    expect(latest().closed).toBe(true);
  });
});
