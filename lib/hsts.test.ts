import { describe, expect, it } from "vitest";
import { HSTS_VALUE, hstsHeader } from "./hsts";

const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers: new Headers(headers) });

describe("hstsHeader", () => {
  it("is sent when the console is reached over HTTPS directly", () => {
    expect(hstsHeader(req("https://console.example/reports"), undefined)).toBe(HSTS_VALUE);
  });

  it("is sent behind a trusted proxy that says the visitor came over HTTPS", () => {
    expect(hstsHeader(req("http://10.0.0.5:3000/reports", { "X-Forwarded-Proto": "https" }), "1")).toBe(HSTS_VALUE);
    expect(hstsHeader(req("http://10.0.0.5:3000/reports", { "X-Forwarded-Proto": "http" }), "1")).toBeNull();
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted, and is not sent over plain HTTP", () => {
    expect(hstsHeader(req("http://localhost:3000/reports", { "X-Forwarded-Proto": "https" }), undefined)).toBeNull();
    expect(hstsHeader(req("http://localhost:3000/reports"), "")).toBeNull();
  });
});
