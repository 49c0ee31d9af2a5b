import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { toApiError } from "@/lib/bff/errors";
import { resetEnvForTests } from "@/lib/env";
import { createUpstreamClient } from "./client";
import { nodeHttpFetch } from "./node-http-fetch";

const CAP = 64 * 1024;
const big = JSON.stringify({ filler: "x".repeat(CAP * 4) });
let server: http.Server;
let base = "";

beforeAll(async () => {
  process.env.UPSTREAM_MAX_BYTES = String(CAP);
  resetEnvForTests();
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/big")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(big);
    } else if (req.url?.startsWith("/bomb")) {
      // Small on the wire (about 1 kB), four times the cap inflated.
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(zlib.gzipSync(big));
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true }));
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.UPSTREAM_MAX_BYTES;
  resetEnvForTests();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const schema = z.object({}).loose();

async function failureOf(path: string, fetchImpl?: (r: Request) => Promise<Response>) {
  const client = createUpstreamClient({
    baseUrl: `${base}/`,
    apiKey: "k",
    timeoutMs: 5_000,
    retryDelayMs: 0,
    fetch: fetchImpl,
    arrayFormat: "comma",
    reuseMs: 0,
  });
  return client.request({ method: "GET", path: [path], schema, idempotent: false }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe("upstream answers over UPSTREAM_MAX_BYTES", () => {
  it("are refused as they arrive, as a clear 502 in the one error shape", async () => {
    const error = await failureOf("big", nodeHttpFetch);
    expect(error).toMatchObject({ kind: "server", code: "UPSTREAM_TOO_LARGE" });
    expect(toApiError(error)).toMatchObject({ status: 502, code: "UPSTREAM_TOO_LARGE" });
  });

  it("are refused when they inflate past the cap, though small on the wire", async () => {
    expect(await failureOf("bomb", nodeHttpFetch)).toMatchObject({ code: "UPSTREAM_TOO_LARGE" });
  });

  it("are refused whatever fetch the client was given", async () => {
    expect(await failureOf("big", (r) => fetch(r))).toMatchObject({ code: "UPSTREAM_TOO_LARGE" });
  });

  it("let answers under the cap through", async () => {
    expect(await failureOf("small", nodeHttpFetch)).toBeNull();
  });
});
