import { describe, expect, it } from "vitest";
import { z } from "zod";
import { UpstreamError } from "@/lib/upstream/errors";
import { ApiError, errorResponse, toApiError } from "./errors";

const upstream = (init: ConstructorParameters<typeof UpstreamError>[0]) => new UpstreamError(init);

describe("toApiError: the spine's error table", () => {
  it.each([400, 403, 404, 409])("upstream %i passes through with its code and message", (status) => {
    const mapped = toApiError(upstream({ kind: "http", status, code: "SOME_CODE", message: "What the service said" }));
    expect([mapped.status, mapped.code, mapped.message]).toEqual([status, "SOME_CODE", "What the service said"]);
  });

  it("upstream 429 passes through and keeps Retry-After", async () => {
    const mapped = toApiError(upstream({ kind: "http", status: 429, code: "TOO_MANY_REQUESTS", message: "Slow down", retryAfter: "3600" }));
    const response = errorResponse(mapped, "req-1");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3600");
    expect((await response.json()).error).toEqual({ code: "TOO_MANY_REQUESTS", message: "Slow down", requestId: "req-1" });
  });

  it("upstream 400 keeps the validation issues", () => {
    const mapped = toApiError(
      upstream({ kind: "http", status: 400, code: "BAD_REQUEST", message: "Input validation failed", issues: [{ message: "Group name is required" }] }),
    );
    expect(mapped.issues).toEqual([{ message: "Group name is required" }]);
  });

  it.each([
    [upstream({ kind: "auth", status: 401, code: "UNAUTHORIZED", message: "API Organization not found" }), 502, "UPSTREAM_AUTH"],
    [upstream({ kind: "server", status: 500, code: "INTERNAL_SERVER_ERROR", message: "<html>boom</html>" }), 502, "UPSTREAM_ERROR"],
    [upstream({ kind: "server", status: 503, code: "HTTP_503", message: "x" }), 502, "UPSTREAM_ERROR"],
    [upstream({ kind: "network", code: "ECONNREFUSED", message: "connect refused" }), 502, "UPSTREAM_ERROR"],
    [upstream({ kind: "contract", status: 200, code: "CONTRACT", message: "reports: Required" }), 502, "UPSTREAM_CONTRACT"],
    [upstream({ kind: "timeout", code: "TIMEOUT", message: "timed out" }), 504, "UPSTREAM_TIMEOUT"],
    [upstream({ kind: "http", status: 418, code: "TEAPOT", message: "odd" }), 502, "UPSTREAM_ERROR"],
  ])("%o → %i %s, with the console's own message", (error, status, code) => {
    const mapped = toApiError(error);
    expect([mapped.status, mapped.code]).toEqual([status, code]);
    expect(mapped.message).not.toContain(error.message);
  });

  it("a zod error is a 400 with issues; anything else a 500 that says nothing of the cause", () => {
    const zodError = z.object({ a: z.string() }).safeParse({ a: 1 }).error!;
    expect(toApiError(zodError)).toMatchObject({ status: 400, code: "BAD_REQUEST" });
    const internal = toApiError(new Error("secret detail /etc/passwd"));
    expect([internal.status, internal.code]).toEqual([500, "INTERNAL_SERVER_ERROR"]);
    expect(internal.message).not.toContain("secret");
  });

  it("an ApiError stays as it is", () => {
    const error = new ApiError(413, "PAYLOAD_TOO_LARGE", "too large");
    expect(toApiError(error)).toBe(error);
  });

  it("the body is the one error shape", async () => {
    const response = errorResponse(new ApiError(404, "NOT_FOUND", "Not found"), "req-2");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBe("req-2");
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found", requestId: "req-2" } });
  });
});
