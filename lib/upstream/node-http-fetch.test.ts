import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeHttpFetch, wholeBodyOf } from "./node-http-fetch";

let server: http.Server;
let base = "";
const sockets = new Set<unknown>();
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    sockets.add(req.socket);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const path = req.url?.split("?")[0];
      if (path === "/json") {
        res.writeHead(200, { "content-type": "application/json", "x-total-count": "42" });
        res.end(JSON.stringify({ ok: true, text: "naïve ✓" }));
      } else if (path === "/gzip") {
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
        res.end(zlib.gzipSync(JSON.stringify({ packed: true })));
      } else if (path === "/empty") {
        res.writeHead(204).end();
      } else if (path === "/moved") {
        res.writeHead(302, { location: "/json" }).end();
      } else if (path === "/echo") {
        res.writeHead(201, { "content-type": "application/json" });
        res.end(JSON.stringify({ got: Buffer.concat(chunks).toString() }));
      } else if (path === "/hang") {
        // Never answers.
      } else {
        res
          .writeHead(404, [
            ["set-cookie", "a=1"],
            ["set-cookie", "b=2"],
          ])
          .end("nope");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("nodeHttpFetch", () => {
  it("hands its whole decoded body over without the stream, until the stream is read", async () => {
    const packed = await nodeHttpFetch(new Request(`${base}/gzip`));
    expect(wholeBodyOf(packed)?.toString()).toBe(JSON.stringify({ packed: true }));
    expect(await packed.json()).toEqual({ packed: true });
    expect(wholeBodyOf(packed)).toBeUndefined();
    expect(wholeBodyOf(new Response("made elsewhere"))).toBeUndefined();
  });

  it("answers like fetch: status, headers and body, with the request's method and headers sent", async () => {
    const response = await nodeHttpFetch(new Request(`${base}/json?x=1`, { headers: { "X-API-KEY": "k1", Accept: "application/json" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("42");
    expect(await response.json()).toEqual({ ok: true, text: "naïve ✓" });
    const request = seen.at(-1)!;
    expect(request.method).toBe("GET");
    expect(request.url).toBe("/json?x=1");
    expect(request.headers["x-api-key"]).toBe("k1");
  });

  it("sends a POST body with its length", async () => {
    const response = await nodeHttpFetch(new Request(`${base}/echo`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":"é"}' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ got: '{"a":"é"}' });
    expect(seen.at(-1)!.headers["content-length"]).toBe(String(Buffer.byteLength('{"a":"é"}')));
  });

  it("decodes a gzip answer, keeps a 204 bodiless, does not follow redirects, keeps repeated headers", async () => {
    const packed = await nodeHttpFetch(new Request(`${base}/gzip`));
    expect(await packed.json()).toEqual({ packed: true });
    expect(packed.headers.get("content-encoding")).toBeNull();
    const empty = await nodeHttpFetch(new Request(`${base}/empty`, { method: "DELETE" }));
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    const moved = await nodeHttpFetch(new Request(`${base}/moved`));
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/json");
    const missing = await nodeHttpFetch(new Request(`${base}/nothing`));
    expect(missing.status).toBe(404);
    expect(missing.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await missing.text()).toBe("nope");
  });

  it("reuses its connection between calls", async () => {
    const before = sockets.size;
    for (let i = 0; i < 5; i++) await (await nodeHttpFetch(new Request(`${base}/json`))).text();
    expect(sockets.size - before).toBeLessThanOrEqual(1);
  });

  it("rejects with the signal's reason when aborted, before or during the call", async () => {
    const before = AbortSignal.abort(new Error("stop now"));
    await expect(nodeHttpFetch(new Request(`${base}/json`, { signal: before }))).rejects.toThrow("stop now");
    const timeout = AbortSignal.timeout(100);
    await expect(nodeHttpFetch(new Request(`${base}/hang`, { signal: timeout }))).rejects.toMatchObject({ name: "TimeoutError" });
  });

  it("fails like fetch when nothing listens", async () => {
    await expect(nodeHttpFetch(new Request("http://127.0.0.1:9/x"))).rejects.toThrow();
  });
});
