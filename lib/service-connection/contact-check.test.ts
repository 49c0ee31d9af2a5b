import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUpstreamClient, type UpstreamOutcome } from "@/lib/upstream/client";
import { connectionRecord, recordOutcome, resetConnectionRecordForTests } from "@/lib/upstream/connection-record";
import { type FakeUpstream, sendJson, startFakeUpstream } from "@/lib/upstream/fake-upstream";
import { nodeHttpFetch } from "@/lib/upstream/node-http-fetch";
import { type ContactTarget, checkContact } from "./contact-check";
import { displayAddress } from "./describe";

const USER = {
  id: 7,
  name: "Ops bot",
  avatarUrl: null,
  email: "ops@acme.example",
  role: "CUSTOMER",
  protectionConfig: { linkMonitoring: true, socialMediaScanning: false, historyScanning: false },
};

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  resetConnectionRecordForTests();
  upstream.requests.length = 0;
});

/** A client as the console makes one: node's sockets, the recorder told of every attempt. */
function target(baseUrl: string, timeoutMs = 2_000): ContactTarget {
  const client = createUpstreamClient({
    baseUrl,
    apiKey: "cp_test_key_for_contact",
    fetch: nodeHttpFetch,
    timeoutMs,
    arrayFormat: "comma",
    reuseMs: 0,
    retryDelayMs: 1,
    onOutcome: recordOutcome,
  });
  return { client, baseUrl, timeoutMs, embedded: false };
}

/** A port with nothing listening on it (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the contact check (POST /user/me, once at start)", () => {
  it("names the organizations the key reaches", async () => {
    upstream.respond((_req, res) =>
      sendJson(res, 200, {
        user: USER,
        organizations: [
          { slug: "acme", name: "Acme Protocol" },
          { slug: "globex", name: "Globex" },
        ],
      }),
    );
    const check = await checkContact(target(upstream.baseUrl));
    expect(check).toMatchObject({
      ok: true,
      problem: null,
      organizations: [
        { slug: "acme", name: "Acme Protocol" },
        { slug: "globex", name: "Globex" },
      ],
    });
    expect(check.sentence).toBe(`The service at ${upstream.baseUrl} answered: the key reaches 2 organizations: Acme Protocol (acme) and Globex (globex).`);
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/v2/user/me"]);
    expect(connectionRecord().lastSuccessAt).not.toBeNull();
  });

  it("says when the service names no organization for the key", async () => {
    upstream.respond((_req, res) => sendJson(res, 200, { user: USER }));
    const check = await checkContact(target(upstream.baseUrl));
    expect(check.sentence).toBe(
      `The service at ${upstream.baseUrl} answered: the key works but the service names no organization for it, so the console acts on the key's own.`,
    );
  });

  it("a bad key (401): one sentence saying the key was refused", async () => {
    upstream.respond((_req, res) => sendJson(res, 401, { error: { code: "UNAUTHORIZED", message: "Invalid API key" } }));
    const check = await checkContact(target(upstream.baseUrl));
    expect(check).toMatchObject({ ok: false, problem: "bad-key", organizations: null });
    expect(check.sentence).toBe(
      `The service at ${upstream.baseUrl} refused the console's key (401 Unauthorized): an operator must check the key the console is configured with.`,
    );
    expect(connectionRecord().lastFailure).toMatchObject({ operation: "POST /user/me", error: { kind: "auth" } });
  });

  it("an unreachable service: nothing listens at the address", async () => {
    const base = `http://127.0.0.1:${await closedPort()}/api/v2`;
    const check = await checkContact(target(base));
    expect(check.problem).toBe("unreachable");
    expect(check.sentence).toBe(
      `The service at ${base} is unreachable: nothing accepts connections at ${new URL(base).host} (ECONNREFUSED): check UPSTREAM_URL.`,
    );
  });

  it("a name that does not resolve", async () => {
    const check = await checkContact(target("http://rampart-no-such-host.invalid/api/v2"));
    expect(check.problem).toBe("unreachable");
    expect(check.sentence).toMatch(
      /^The service at http:\/\/rampart-no-such-host\.invalid\/api\/v2 is unreachable: the name rampart-no-such-host\.invalid does not resolve \((ENOTFOUND|EAI_AGAIN)\): check UPSTREAM_URL and DNS\.$/,
    );
  });

  it("a TLS failure: https spoken to a server that is not TLS", async () => {
    const base = upstream.baseUrl.replace("http:", "https:");
    const check = await checkContact(target(base));
    expect(check.problem).toBe("tls");
    expect(check.sentence).toMatch(
      /^The service at https:\/\/127\.0\.0\.1:\d+\/api\/v2 could not be reached securely: the TLS connection failed \((EPROTO|ERR_SSL_[A-Z_]+): wrong version number\); the port may not speak TLS: check the scheme and port of UPSTREAM_URL\.$/,
    );
  });

  it("a timeout names UPSTREAM_TIMEOUT_MS", async () => {
    upstream.respond(() => new Promise(() => {}));
    const check = await checkContact(target(upstream.baseUrl, 200));
    expect(check.problem).toBe("timeout");
    expect(check.sentence).toBe(
      `The service at ${upstream.baseUrl} did not answer within 200 ms (UPSTREAM_TIMEOUT_MS): check UPSTREAM_URL and the network, or raise the timeout.`,
    );
  });

  it("shows the address without credentials or query", () => {
    expect(displayAddress("https://ops:hunter2@api.example.com:8443/api/v2/?token=abc#x")).toBe("https://api.example.com:8443/api/v2");
  });
});

describe("the connection record (fed by the upstream client)", () => {
  const client = () =>
    createUpstreamClient({
      baseUrl: upstream.baseUrl,
      apiKey: "k",
      fetch: nodeHttpFetch,
      timeoutMs: 2_000,
      arrayFormat: "comma",
      reuseMs: 0,
      retryDelayMs: 1,
      onOutcome: recordOutcome,
    });
  const read = (path: string[]) => client().request({ method: "GET", path, idempotent: true, schema: z.unknown() });

  it("keeps the last success, the last failure and counts 429s; a 404 or a 422 (a filing refused per asset) is neither", async () => {
    upstream.respond((req, res) => {
      if (req.url.endsWith("/limited")) return sendJson(res, 429, { error: { code: "TOO_MANY_REQUESTS", message: "slow down" } }, { "Retry-After": "7" });
      if (req.url.endsWith("/missing")) return sendJson(res, 404, { error: { code: "NOT_FOUND", message: "no" } });
      if (req.url.endsWith("/unprocessable")) return sendJson(res, 422, { code: "UNPROCESSABLE_CONTENT", message: "no report", data: { errors: [] } });
      return sendJson(res, 200, { ok: true });
    });
    await read(["fine"]);
    const afterSuccess = connectionRecord();
    expect(afterSuccess.lastSuccessAt).not.toBeNull();
    await read(["limited"]).catch(() => {});
    await read(["limited"]).catch(() => {});
    await read(["missing"]).catch(() => {});
    await read(["unprocessable"]).catch(() => {});
    const record = connectionRecord();
    expect(record.rateLimited.count).toBe(2);
    expect(record.lastFailure).toMatchObject({ operation: "GET /limited", error: { kind: "http", status: 429, retryAfter: "7" } });
  });

  it("ignores a call its caller cancelled", () => {
    const aborted = { method: "GET", path: ["x"], ok: false, error: { kind: "network", code: "ABORTED" } } as unknown as UpstreamOutcome;
    recordOutcome(aborted);
    expect(connectionRecord().lastFailure).toBeNull();
  });
});
