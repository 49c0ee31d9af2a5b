import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUpstreamClient, type UpstreamClientOptions } from "./client";
import { UpstreamError } from "./errors";
import { type FakeUpstream, sendJson, startFakeUpstream } from "./fake-upstream";
import { nodeHttpFetch } from "./node-http-fetch";
import { InvalidPathSegmentError } from "./url";

const KEY = "cp_test_fake_key_123";
const okSchema = z.looseObject({ ok: z.literal(true) });

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.respond((_req, res) => sendJson(res, 200, { ok: true }));
});

function client(overrides: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({
    baseUrl: upstream.baseUrl,
    apiKey: KEY,
    timeoutMs: 2_000,
    arrayFormat: "comma",
    reuseMs: 0,
    retryDelayMs: 1,
    ...overrides,
  });
}

const get = (path: string[] = ["organization", "reports"], extra: Record<string, unknown> = {}) => ({
  method: "GET" as const,
  path,
  idempotent: true,
  schema: okSchema,
  ...extra,
});
const mutation = (method: "POST" | "PATCH" | "DELETE" = "POST") => ({
  method,
  path: ["asset", "unblock"],
  body: { content: "x", reason: "y" },
  idempotent: false,
  schema: okSchema,
});

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("requests", () => {
  it("sends the key, JSON headers and a request id on every call", async () => {
    const c = client();
    await c.request(get());
    await c.request({ ...mutation(), requestId: "req-42" });
    await c.request(mutation("PATCH"));
    expect(upstream.requests).toHaveLength(3);
    for (const seen of upstream.requests) {
      expect(seen.headers["x-api-key"]).toBe(KEY);
      expect(seen.headers.accept).toBe("application/json");
      expect(seen.headers["x-request-id"]).toMatch(/.+/);
    }
    expect(upstream.requests[1].headers["x-request-id"]).toBe("req-42");
    expect(upstream.requests[1].headers["content-type"]).toBe("application/json");
    expect(JSON.parse(upstream.requests[1].body)).toEqual({ content: "x", reason: "y" });
    expect(upstream.requests[0].headers["content-type"]).toBeUndefined();
  });

  it("joins encoded segments onto the base path (with or without a trailing slash)", async () => {
    await client().request(get(["organization", "asset-groups", "0042"]));
    await client({ baseUrl: `${upstream.baseUrl}/` }).request(get(["user", "me"]));
    expect(upstream.requests.map((r) => r.url)).toEqual(["/api/v2/organization/asset-groups/0042", "/api/v2/user/me"]);
  });

  it("sends arrays comma-joined, omits undefined, null and empty arrays", async () => {
    await client().request(
      get(["organization", "reports"], {
        query: { limit: 20, assetTypes: ["URL", "PAGE"], brandIds: [1, 2], onlyFavorited: true, cursor: undefined, status: null, sources: [] },
      }),
    );
    expect(upstream.requests[0].url).toBe("/api/v2/organization/reports?limit=20&assetTypes=URL,PAGE&brandIds=1,2&onlyFavorited=true");
  });

  it("repeats the key per item in repeat format", async () => {
    await client({ arrayFormat: "repeat" }).request(get(["organization", "reports"], { query: { assetTypes: ["URL", "PAGE"], limit: 5 } }));
    expect(upstream.requests[0].url).toBe("/api/v2/organization/reports?assetTypes=URL&assetTypes=PAGE&limit=5");
  });

  it("encodes query values (a cursor is passed back byte for byte)", async () => {
    const cursor = "eyJpZCI6NDJ9+/=&x,y";
    await client().request(get(["organization", "reports"], { query: { cursor, searchQuery: "a b" } }));
    const params = new URL(upstream.requests[0].url, upstream.origin).searchParams;
    expect(params.get("cursor")).toBe(cursor);
    expect(params.get("searchQuery")).toBe("a b");
  });

  it.each([[".."], ["."], ["//evil.com"], ["a/b"], [""], ["%2e%2e"], ["a?b"], ["a#b"], ["@evil.com"], ["a b"], ["\u00e9"]])(
    "rejects the path segment %j without sending anything",
    async (segment) => {
      const c = client();
      await expect(c.request(get(["organization", segment]))).rejects.toBeInstanceOf(InvalidPathSegmentError);
      expect(upstream.requests).toHaveLength(0);
      expect(c.stats.upstreamCalls).toBe(0);
    },
  );

  it("rejects an empty path", async () => {
    await expect(client().request(get([]))).rejects.toBeInstanceOf(InvalidPathSegmentError);
    expect(upstream.requests).toHaveLength(0);
  });

  it("returns the response headers, Deprecation and Sunset included", async () => {
    upstream.respond((_req, res) => sendJson(res, 200, { ok: true }, { Deprecation: "true", Sunset: "Wed, 11 Nov 2026 23:59:59 GMT" }));
    const { headers } = await client().request(get(["public", "getOrganizationReports"]));
    expect(headers.get("deprecation")).toBe("true");
    expect(headers.get("sunset")).toBe("Wed, 11 Nov 2026 23:59:59 GMT");
  });

  it("does not follow a redirect (the key never travels elsewhere)", async () => {
    const other = await startFakeUpstream();
    try {
      upstream.respond((_req, res) => {
        res.writeHead(302, { Location: `${other.baseUrl}/steal` });
        res.end();
      });
      const error = await failure(client().request(get()));
      expect(error.kind).toBe("server");
      expect(error.status).toBe(302);
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe("timeouts and retries", () => {
  it("turns a slow answer into a timeout, retried once for a read", async () => {
    upstream.respond((_req, res) => {
      setTimeout(() => sendJson(res, 200, { ok: true }), 600);
    });
    const c = client({ timeoutMs: 100 });
    const error = await failure(c.request(get()));
    expect(error.kind).toBe("timeout");
    expect(upstream.requests).toHaveLength(2);
    expect(c.stats.upstreamCalls).toBe(2);
  });

  it("times out a mutation without retrying it", async () => {
    upstream.respond((_req, res) => {
      setTimeout(() => sendJson(res, 200, { ok: true }), 600);
    });
    const error = await failure(client({ timeoutMs: 100 }).request(mutation()));
    expect(error.kind).toBe("timeout");
    expect(upstream.requests).toHaveLength(1);
  });

  it("times out even when the fetch function ignores the signal", async () => {
    const never = () => new Promise<Response>(() => {});
    const error = await failure(client({ timeoutMs: 50, fetch: never }).request(mutation()));
    expect(error.kind).toBe("timeout");
  });

  it.each([502, 503, 504])("retries a read once after %i and succeeds", async (status) => {
    upstream.respond((_req, res) => (upstream.requests.length === 1 ? sendJson(res, status, "busy") : sendJson(res, 200, { ok: true })));
    const { data } = await client().request(get());
    expect(data.ok).toBe(true);
    expect(upstream.requests).toHaveLength(2);
  });

  it("retries a read only once", async () => {
    upstream.respond((_req, res) => sendJson(res, 503, { code: "INTERNAL_SERVER_ERROR", message: "down" }));
    const error = await failure(client().request(get()));
    expect(error).toMatchObject({ kind: "server", status: 503 });
    expect(upstream.requests).toHaveLength(2);
  });

  it("does not retry a read after 500", async () => {
    upstream.respond((_req, res) => sendJson(res, 500, { code: "INTERNAL_SERVER_ERROR", message: "boom" }));
    await failure(client().request(get()));
    expect(upstream.requests).toHaveLength(1);
  });

  it.each(["POST", "PATCH", "DELETE"] as const)("never retries a %s mutation after 503", async (method) => {
    upstream.respond((_req, res) => sendJson(res, 503, "busy"));
    const error = await failure(client().request(mutation(method)));
    expect(error.kind).toBe("server");
    expect(upstream.requests).toHaveLength(1);
  });

  it("retries a read once after the connection is cut, and not a mutation", async () => {
    upstream.respond((_req, res) => res.socket?.destroy());
    const read = await failure(client().request(get()));
    expect(read.kind).toBe("network");
    expect(upstream.requests).toHaveLength(2);

    upstream.requests.length = 0;
    const write = await failure(client().request(mutation()));
    expect(write.kind).toBe("network");
    expect(upstream.requests).toHaveLength(1);
  });

  it("recovers when the retry after a cut connection succeeds", async () => {
    upstream.respond((_req, res) => (upstream.requests.length === 1 ? res.socket?.destroy() : sendJson(res, 200, { ok: true })));
    expect((await client().request(get())).data.ok).toBe(true);
    expect(upstream.requests).toHaveLength(2);
  });

  it("reports an unreachable service as a network error", async () => {
    const closed = await startFakeUpstream();
    await closed.close();
    const error = await failure(client({ baseUrl: closed.baseUrl }).request(get()));
    expect(error).toMatchObject({ kind: "network", code: "UPSTREAM_UNREACHABLE" });
  });

  it("stops at once, without retry, when the caller aborts", async () => {
    upstream.respond((_req, res) => {
      setTimeout(() => sendJson(res, 200, { ok: true }), 500);
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const error = await failure(client().request(get(undefined, { signal: controller.signal })));
    expect(error).toMatchObject({ kind: "network", code: "ABORTED" });
    expect(upstream.requests).toHaveLength(1);
  });
});

describe("an unchanged answer of a polled read (reuseChecked)", () => {
  const countingSchema = () => {
    let checks = 0;
    const schema = z.looseObject({ ok: z.literal(true), n: z.number() }).transform((value) => {
      checks += 1;
      return value;
    });
    return { schema, checks: () => checks };
  };

  for (const [transport, fetchFn] of [
    ["fetch", undefined],
    ["node:http", nodeHttpFetch],
  ] as const) {
    it(`is checked twice while the service sends the same bytes, then reused, and checked again when they change (${transport})`, async () => {
      let n = 1;
      upstream.respond((_req, res) => sendJson(res, 200, { ok: true, n }));
      const c = client(fetchFn ? { fetch: fetchFn } : {});
      const { schema, checks } = countingSchema();
      const first = await c.request(get(undefined, { schema, reuseChecked: true }));
      expect(Object.isFrozen(first.data)).toBe(false);
      const second = await c.request(get(undefined, { schema, reuseChecked: true }));
      const third = await c.request(get(undefined, { schema, reuseChecked: true }));
      expect(upstream.requests).toHaveLength(3);
      expect(checks()).toBe(2);
      expect(third.data).toBe(second.data);
      expect(Object.isFrozen(third.data)).toBe(true);
      n = 2;
      const fourth = await c.request(get(undefined, { schema, reuseChecked: true }));
      expect(fourth.data).toEqual({ ok: true, n: 2 });
      expect(checks()).toBe(3);
    });
  }

  it("is not shared between addresses, nor used by calls that did not ask for it, nor by a mutation", async () => {
    const c = client();
    const { schema, checks } = countingSchema();
    upstream.respond((_req, res) => sendJson(res, 200, { ok: true, n: 1 }));
    for (let i = 0; i < 2; i++) await c.request(get(["a"], { schema, reuseChecked: true }));
    await c.request(get(["b"], { schema, reuseChecked: true }));
    await c.request(get(["a"], { schema }));
    expect(checks()).toBe(4);
    await c.request(get(["a"], { schema, reuseChecked: true }));
    expect(checks()).toBe(4);
    const posted = { ...mutation(), schema, reuseChecked: true };
    for (let i = 0; i < 3; i++) await c.request(posted);
    expect(checks()).toBe(7);
  });

  it("still refuses an answer that breaks the contract after a good one", async () => {
    let good = true;
    upstream.respond((_req, res) => sendJson(res, 200, good ? { ok: true, n: 1 } : { ok: true, n: "one" }));
    const c = client();
    const { schema } = countingSchema();
    await c.request(get(undefined, { schema, reuseChecked: true }));
    good = false;
    const error = await failure(c.request(get(undefined, { schema, reuseChecked: true })));
    expect(error.code).toBe("UPSTREAM_CONTRACT");
  });
});
