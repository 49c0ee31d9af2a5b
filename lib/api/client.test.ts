import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { callApi, routeUrl } from "./client";
import { declareRoute } from "./define";
import { ApiClientError } from "./errors";

const rename = declareRoute<{ params: z.ZodObject<{ id: z.ZodNumber }>; body: z.ZodObject<{ name: z.ZodString }> }, { id: number; name: string }>()({
  method: "PATCH",
  path: "/api/things/[id]",
  key: ["things"],
});

afterEach(() => vi.unstubAllGlobals());

describe("routeUrl", () => {
  it("fills [name] segments encoded and writes the query in its order, arrays repeated, empty values left out", () => {
    expect(routeUrl({ path: "/api/things/[id]/x" }, { id: "a/b c" })).toBe("/api/things/a%2Fb%20c/x");
    expect(routeUrl({ path: "/api/list" }, undefined, { b: "2", a: ["x", "y"], none: undefined, blank: "", zero: 0 })).toBe("/api/list?b=2&a=x&a=y&zero=0");
    expect(routeUrl({ path: "/api/list" }, undefined, {})).toBe("/api/list");
  });
});

describe("callApi", () => {
  it("sends the declared method, path and JSON body, and answers the parsed JSON", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 7, name: "New" }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const answer = await callApi(rename, { params: { id: 7 }, body: { name: "New" } });
    expect(answer.name).toBe("New");
    expect(fetch).toHaveBeenCalledWith(
      "/api/things/7",
      expect.objectContaining({ method: "PATCH", body: '{"name":"New"}', credentials: "same-origin", cache: "no-store" }),
    );
  });

  it("throws the console's error, and NETWORK when nothing answered", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ error: { code: "CONFLICT", message: "Taken", requestId: "r" } }), { status: 409 }));
    await expect(callApi(rename, { params: { id: 1 }, body: { name: "x" } })).rejects.toMatchObject({ status: 409, code: "CONFLICT", message: "Taken" });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    const error = await callApi(rename, { params: { id: 1 }, body: { name: "x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK" });
  });
});
