import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/bff/errors";
import { RateLimiter } from "@/lib/bff/rate-limit";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService } from "@/lib/embedded-service/testing";
import { createUpstreamClient } from "@/lib/upstream/client";
import { exportCallPacer, takeExportPlace } from "./export-limits";
import { exportReportsCsv } from "./export-reports";

const service = createTestService({ reportsForAcme: 130 });
afterAll(() => service.close());
afterEach(() => vi.useRealTimers());

/** The service's list calls the export makes, counted. */
function countingClient() {
  const calls: URL[] = [];
  const client = createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: (request: Request) => {
      calls.push(new URL(request.url));
      return service.fetch(request);
    },
    timeoutMs: 600_000,
    arrayFormat: "comma",
    reuseMs: 0,
    retryDelayMs: 1,
  });
  return { client, calls };
}

/** A budget of `points` calls a minute, in memory, on the test's clock. */
const budget = (points: number) => {
  const limiter = new RateLimiter(new RateLimiterMemory({ keyPrefix: `export-test-${Math.random()}`, points, duration: 60 }));
  return () => limiter.take("all");
};

/** Lets the export's awaited calls run (the in-process service answers in microtasks and zero-delay timers). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
};

describe("an export's service calls within the minute's budget", () => {
  it("makes at most the budget's calls in a minute, waits for the next minute, and still completes the file", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { client, calls } = countingClient();
    const response = await exportReportsCsv(client, {}, { beforeCall: exportCallPacer(budget(3)) });
    const total = Number(response.headers.get("X-Total-Count"));
    expect(Math.ceil(total / 20)).toBe(7);
    let text = "";
    let finished = false;
    void (async () => {
      text = await response.text();
      finished = true;
    })();
    await settle();
    expect(calls).toHaveLength(3);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(61_000);
    await settle();
    expect(calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(61_000);
    await settle();
    expect(calls).toHaveLength(7);
    expect(finished).toBe(true);
    expect(text.split("\r\n").slice(1, -1)).toHaveLength(total);
  });

  it("refuses an export whose first call finds the budget spent, in words, with Retry-After", async () => {
    const take = budget(1);
    await take();
    const { client, calls } = countingClient();
    const ended = vi.fn();
    const refusal = await exportReportsCsv(client, {}, { beforeCall: exportCallPacer(take), onEnd: ended }).catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, code: "TOO_MANY_EXPORTS", headers: { "Retry-After": expect.stringMatching(/^\d+$/) } });
    expect(refusal.message).toMatch(/^Exports have used the service calls they may make this minute; try again in (\d+ seconds|1 min)$/);
    expect(calls).toHaveLength(0);
    expect(ended).toHaveBeenCalledOnce();
  });
});

describe("takeExportPlace", () => {
  it("gives a place back once, however often it is released", () => {
    const caps = { perUser: 1, perInstance: 5 };
    const release = takeExportPlace(41, caps);
    expect(() => takeExportPlace(41, caps)).toThrow(/You have 1 export running already/);
    release();
    release();
    const again = takeExportPlace(41, caps);
    expect(() => takeExportPlace(41, caps)).toThrow(ApiError);
    again();
  });
});
