import { describe, expect, it } from "vitest";
import { API_ERROR_STATUS, ApiClientError, hasErrorCode, isApiErrorCode, readApiError } from "./errors";

const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers });

describe("readApiError", () => {
  it("reads the console's error body: status, code, message, issues, request id, Retry-After", async () => {
    const error = await readApiError(
      answer({ error: { code: "RATE_LIMITED", message: "Slow down", issues: [{ message: "x", path: ["body"] }], requestId: "req-1" } }, 429, {
        "Retry-After": "7",
      }),
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Slow down",
      issues: [{ message: "x", path: ["body"] }],
      requestId: "req-1",
      retryAfter: "7",
    });
    expect(hasErrorCode(error, "RATE_LIMITED")).toBe(true);
  });

  it("falls back on the status, the header's request id and the caller's words when the body is not the console's", async () => {
    const error = await readApiError(answer("<html>", 502, { "X-Request-Id": "req-2" }), "Export failed (502)");
    expect(error).toMatchObject({ status: 502, code: "HTTP_ERROR", message: "Export failed (502)", issues: [], requestId: "req-2" });
    expect(await readApiError(answer({ error: "text" }, 500))).toMatchObject({ code: "HTTP_ERROR", message: "Request failed (500)" });
  });
});

describe("the error codes", () => {
  it("give each code one status, in the HTTP error range", () => {
    for (const [code, status] of Object.entries(API_ERROR_STATUS)) {
      expect(isApiErrorCode(code)).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
    expect(isApiErrorCode("toString")).toBe(false);
  });
});
