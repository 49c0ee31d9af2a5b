import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import { TEST_ORIGIN } from "@/lib/testing/route-harness";
import { ApiError, notConfigured } from "./errors";
import { route } from "./handler";

const saved = peekSingleton<pino.Logger>("logger");

/** The process logger replaced by one that keeps its lines, at `level`. */
function captureLog(level: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  setSingleton("logger", pino({ level }, sink));
  return lines;
}

afterEach(() => {
  setSingleton("logger", saved);
});

const GET = route({ permission: "public", call: async () => ({ ok: true }) });
const FAILING = route({
  permission: "public",
  call: async () => {
    throw new Error("boom");
  },
});
const LOGGED_ALREADY = route({
  permission: "public",
  call: async () => {
    const error = new ApiError(502, "ATTACHMENT_UNREACHABLE", "The image's host answered 404");
    error.logged = true;
    throw error;
  },
});
const NOT_CONFIGURED = route({
  permission: "public",
  call: async () => {
    throw notConfigured("Alert channels need ALERTS_SECRET");
  },
});
const get = (handler: typeof GET) => handler(new Request(`${TEST_ORIGIN}/api/test-log`));

describe("the wrapper's request log", () => {
  it("writes one line per call, naming the request", async () => {
    const lines = captureLog("info");
    const response = await get(GET);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ msg: "api", status: 200, method: "GET", path: "/api/test-log", requestId: response.headers.get("X-Request-Id") }),
    ]);
  });

  it("writes the failure of a call with its request id, even when info lines are off", async () => {
    const lines = captureLog("warn");
    const response = await get(FAILING);
    await new Promise((resolve) => setImmediate(resolve));
    expect(response.status).toBe(500);
    expect(lines).toEqual([expect.objectContaining({ msg: "request failed", path: "/api/test-log", requestId: response.headers.get("X-Request-Id") })]);
  });

  it("does not log as a failure a 5xx its raiser has logged already (content's fault, at warn)", async () => {
    const lines = captureLog("warn");
    const response = await get(LOGGED_ALREADY);
    await new Promise((resolve) => setImmediate(resolve));
    expect(response.status).toBe(502);
    expect(lines).toEqual([]);
  });

  it("writes a designed 503 (a feature this configuration leaves off) at warn, not as a failure", async () => {
    const lines = captureLog("warn");
    const response = await get(NOT_CONFIGURED);
    await new Promise((resolve) => setImmediate(resolve));
    expect(response.status).toBe(503);
    expect(lines).toEqual([expect.objectContaining({ level: 40, code: "NOT_CONFIGURED", requestId: response.headers.get("X-Request-Id") })]);
  });
});
