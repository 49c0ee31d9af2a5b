import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUpstreamClient, type UpstreamClientOptions, type UpstreamRequest } from "./client";
import { UpstreamError } from "./errors";
import { type FakeUpstream, sendJson, startFakeUpstream } from "./fake-upstream";

const schema = z.looseObject({ n: z.number() });

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());

/** Answers `{ n }` with n = how many requests the server has seen, after `delayMs`. */
function countingAnswer(delayMs = 50) {
  upstream.respond((_req, res) => {
    const n = upstream.requests.length;
    setTimeout(() => sendJson(res, 200, { n }), delayMs);
  });
}

beforeEach(() => {
  upstream.requests.length = 0;
  countingAnswer();
});

const client = (overrides: Partial<UpstreamClientOptions> = {}) =>
  createUpstreamClient({ baseUrl: upstream.baseUrl, apiKey: "cp_test_k", timeoutMs: 2_000, arrayFormat: "comma", reuseMs: 0, retryDelayMs: 1, ...overrides });

const snapshot = (body: object = { slug: "acme", all: false }, signal?: AbortSignal): UpstreamRequest<{ n: number }> => ({
  method: "POST",
  path: ["operations", "queues", "snapshot"],
  body,
  idempotent: true,
  coalesce: true,
  schema,
  ...(signal ? { signal } : {}),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("coalescing", () => {
  it("sends one request for 50 identical concurrent calls", async () => {
    const c = client();
    const results = await Promise.all(Array.from({ length: 50 }, () => c.request(snapshot())));
    expect(upstream.requests).toHaveLength(1);
    expect(results.every((r) => r.data.n === 1)).toBe(true);
    expect(c.stats).toEqual({ upstreamCalls: 1, coalescedHits: 49 });
  });

  it("gives every caller its own copy of the headers", async () => {
    const c = client();
    const [a, b] = await Promise.all([c.request(snapshot()), c.request(snapshot())]);
    a.headers.set("x-mine", "1");
    expect(b.headers.get("x-mine")).toBeNull();
  });

  it("does not merge calls with different bodies, paths or methods", async () => {
    const c = client();
    await Promise.all([
      c.request(snapshot({ slug: "acme", all: false })),
      c.request(snapshot({ slug: "globex", all: false })),
      c.request(snapshot({ slug: "acme", all: true })),
      c.request({ ...snapshot(), path: ["healthchecks", "reviewing", "backlog"] }),
    ]);
    expect(upstream.requests).toHaveLength(4);
  });

  it("does not merge calls without coalesce", async () => {
    const c = client({ reuseMs: 10_000 });
    await Promise.all([c.request({ ...snapshot(), coalesce: false }), c.request({ ...snapshot(), coalesce: false })]);
    expect(upstream.requests).toHaveLength(2);
  });

  it("never coalesces a mutation", async () => {
    const c = client({ reuseMs: 10_000 });
    await Promise.all([c.request({ ...snapshot(), idempotent: false }), c.request({ ...snapshot(), idempotent: false })]);
    expect(upstream.requests).toHaveLength(2);
  });

  it("reuses a success within the reuse window, then asks again", async () => {
    const c = client({ reuseMs: 150 });
    expect((await c.request(snapshot())).data.n).toBe(1);
    expect((await c.request(snapshot())).data.n).toBe(1);
    expect(upstream.requests).toHaveLength(1);
    await sleep(200);
    expect((await c.request(snapshot())).data.n).toBe(2);
    expect(upstream.requests).toHaveLength(2);
  });

  it("with reuseMs 0 shares in-flight calls but asks again afterwards", async () => {
    const c = client({ reuseMs: 0 });
    await Promise.all([c.request(snapshot()), c.request(snapshot())]);
    await c.request(snapshot());
    expect(upstream.requests).toHaveLength(2);
  });

  it("shares a failure with the concurrent callers but does not keep it", async () => {
    upstream.respond((_req, res) => setTimeout(() => sendJson(res, 500, { code: "INTERNAL_SERVER_ERROR", message: "boom" }), 30));
    const c = client({ reuseMs: 10_000 });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => c.request(snapshot())));
    expect(outcomes.every((o) => o.status === "rejected" && o.reason instanceof UpstreamError && o.reason.kind === "server")).toBe(true);
    expect(upstream.requests).toHaveLength(1);

    countingAnswer(0);
    expect((await c.request(snapshot())).data.n).toBe(2);
    expect(upstream.requests).toHaveLength(2);
  });

  it("does not keep a contract failure either", async () => {
    upstream.respond((_req, res) => sendJson(res, 200, { n: "oops" }));
    const c = client({ reuseMs: 10_000 });
    await expect(c.request(snapshot())).rejects.toMatchObject({ kind: "contract" });
    countingAnswer(0);
    expect((await c.request(snapshot())).data.n).toBe(2);
  });

  it("lets one caller abort without failing the others", async () => {
    const c = client();
    const controller = new AbortController();
    const leaving = c.request(snapshot(undefined, controller.signal));
    const staying = c.request(snapshot());
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ kind: "network", code: "ABORTED" });
    expect((await staying).data.n).toBe(1);
    expect(upstream.requests).toHaveLength(1);
  });

  it("keeps the reuse of different schemas apart", async () => {
    const c = client({ reuseMs: 10_000 });
    await c.request(snapshot());
    const other = await c.request({ ...snapshot(), schema: z.looseObject({ n: z.number() }).transform((v) => ({ doubled: v.n * 2 })) });
    expect(other.data).toEqual({ doubled: 4 });
    expect(upstream.requests).toHaveLength(2);
  });
});
