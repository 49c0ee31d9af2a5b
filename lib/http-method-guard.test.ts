import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installMethodGuard } from "./http-method-guard";

let server: http.Server;
let base = "";
let reached = 0;

beforeAll(async () => {
  installMethodGuard(http.Server);
  // Like Next: the handler builds a fetch Request, which throws for TRACE.
  server = http.createServer((req, res) => {
    reached++;
    try {
      new Request(`http://localhost${req.url}`, { method: req.method });
      res.writeHead(200).end("ok");
    } catch {
      res.writeHead(500).end("stack trace here");
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

function send(method: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/session`, { method }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("installMethodGuard", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL"])("answers %s with 405 in the one error shape, before the app", async (method) => {
    const before = reached;
    const answer = await send(method);
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain("GET");
    expect(JSON.parse(answer.body).error).toMatchObject({ code: "METHOD_NOT_ALLOWED", requestId: expect.any(String) });
    expect(reached).toBe(before);
  });

  it("passes the methods the console serves on", async () => {
    expect((await send("GET")).status).toBe(200);
    expect((await send("DELETE")).status).toBe(200);
  });
});
