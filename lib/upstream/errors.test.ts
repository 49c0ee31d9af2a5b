import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createUpstreamClient } from "./client";
import { UpstreamError } from "./errors";
import { type FakeUpstream, startFakeUpstream } from "./fake-upstream";

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
});

const client = () =>
  createUpstreamClient({ baseUrl: upstream.baseUrl, apiKey: "cp_test_k", timeoutMs: 2_000, arrayFormat: "comma", reuseMs: 0, retryDelayMs: 1 });

const schema = z.looseObject({ id: z.number(), name: z.string() });

async function callWith(status: number, body: string | object, headers: Record<string, string> = {}, contentType = "application/json") {
  upstream.respond((_req, res) => {
    res.writeHead(status, { "Content-Type": contentType, ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  });
  const error = await client()
    .request({ method: "PATCH", path: ["organization", "asset-groups", "1"], body: { groupId: 1, name: "x" }, idempotent: false, schema })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("error mapping", () => {
  it("maps 400 with a flat body and issues", async () => {
    const error = await callWith(400, {
      code: "BAD_REQUEST",
      message: "Input validation failed",
      issues: [{ message: "Group name is required", path: ["name"], code: "too_small" }],
    });
    expect(error).toMatchObject({ kind: "http", status: 400, code: "BAD_REQUEST", message: "Input validation failed" });
    expect(error.issues).toEqual([{ message: "Group name is required", path: ["name"] }]);
  });

  it.each([
    [403, "FORBIDDEN", "Insufficient access"],
    [404, "NOT_FOUND", "Not found"],
    [409, "CONFLICT", "Asset group name already exists"],
  ])("maps %i with a nested body", async (status, code, message) => {
    const error = await callWith(status, { error: { code, message } });
    expect(error).toMatchObject({ kind: "http", status, code, message });
    expect(error.issues).toBeUndefined();
  });

  it.each([
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [409, "CONFLICT"],
  ])("maps %i with a flat body", async (status, code) => {
    expect(await callWith(status, { code, message: "m" })).toMatchObject({ kind: "http", status, code, message: "m" });
  });

  it("maps 429 with its Retry-After", async () => {
    const error = await callWith(429, { code: "TOO_MANY_REQUESTS", message: "Review limit reached" }, { "Retry-After": "3600" });
    expect(error).toMatchObject({ kind: "http", status: 429, code: "TOO_MANY_REQUESTS", retryAfter: "3600" });
  });

  it("maps 429 without a body to the default code", async () => {
    const error = await callWith(429, "", {}, "text/plain");
    expect(error).toMatchObject({ kind: "http", status: 429, code: "TOO_MANY_REQUESTS" });
    expect(error.retryAfter).toBeUndefined();
  });

  it("maps 401 to auth", async () => {
    const error = await callWith(401, { code: "UNAUTHORIZED", message: "API Organization not found. Invalid or missing API key." });
    expect(error).toMatchObject({ kind: "auth", status: 401, code: "UNAUTHORIZED" });
  });

  it("maps 500 with an HTML page to server, without echoing the page", async () => {
    const error = await callWith(500, "<html><body>Stack trace: secret-internal-host</body></html>", {}, "text/html");
    expect(error).toMatchObject({ kind: "server", status: 500, code: "INTERNAL_SERVER_ERROR" });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain("secret-internal-host");
  });

  it("maps a 2xx body that is not JSON to server", async () => {
    const error = await callWith(200, '{"id": 1, "name": ', {}, "application/json");
    expect(error).toMatchObject({ kind: "server", status: 200, code: "UPSTREAM_NOT_JSON" });
  });

  it("maps a 4xx body that is not JSON to http with the status's default code", async () => {
    expect(await callWith(409, "{broken")).toMatchObject({ kind: "http", status: 409, code: "CONFLICT" });
  });

  it("maps an unknown error body form to the default code", async () => {
    expect(await callWith(404, { detail: "nope" })).toMatchObject({ kind: "http", code: "NOT_FOUND" });
  });

  it("maps a 2xx answer that breaks the contract to contract, with the failing paths", async () => {
    const error = await callWith(200, { id: "not-a-number" });
    expect(error).toMatchObject({ kind: "contract", status: 200, code: "UPSTREAM_CONTRACT" });
    expect(error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining([["id"], ["name"]]));
  });

  it("truncates long messages to 500 characters and keeps no raw body", async () => {
    const error = await callWith(400, { code: "BAD_REQUEST", message: "x".repeat(5_000), extra: "raw-body-marker" });
    expect(error.message.length).toBeLessThanOrEqual(500);
    const stored = JSON.stringify(Object.fromEntries(Object.entries(error)));
    expect(stored).not.toContain("raw-body-marker");
    expect(stored.length).toBeLessThan(1_000);
  });

  it("maps a cut connection to network", async () => {
    upstream.respond((_req, res) => res.socket?.destroy());
    const error = await client()
      .request({ method: "POST", path: ["asset", "unblock"], body: {}, idempotent: false, schema })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "network" });
    expect(upstream.requests).toHaveLength(1);
  });
});

describe("UpstreamError", () => {
  it("caps issues and their messages", () => {
    const error = new UpstreamError({
      kind: "http",
      code: "BAD_REQUEST",
      message: "m",
      issues: Array.from({ length: 80 }, () => ({ message: "y".repeat(900) })),
    });
    expect(error.issues).toHaveLength(50);
    expect(error.issues?.[0].message.length).toBe(500);
  });
});

describe("UpstreamError across bundles", () => {
  it("is recognized by instanceof even when another copy of the class made it", async () => {
    vi.resetModules();
    // @ts-expect-error the query suffix makes Vite load a second copy of the module
    const other: typeof import("./errors") = await import("./errors?copy");
    const foreign = new other.UpstreamError({ kind: "http", status: 409, code: "CONFLICT", message: "taken" });
    expect(foreign).toBeInstanceOf(UpstreamError);
    expect(new Error("plain")).not.toBeInstanceOf(UpstreamError);
    expect({ kind: "http" }).not.toBeInstanceOf(UpstreamError);
  });
});
