import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "@/lib/bff/client-address";
import { HSTS_VALUE, hstsHeader } from "@/lib/bff/hsts";
import { PEER_HEADER, PEER_TLS_HEADER } from "@/lib/bff/peer-address";
import { resetEnvForTests } from "@/lib/env";

const req = (headers: Record<string, string> = {}) => ({ url: "http://console.example/reports", headers: new Headers(headers) });
const https = { "X-Forwarded-Proto": "https" };

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  resetEnvForTests();
});

describe("hstsHeader", () => {
  it("is sent when the connection itself is TLS", () => {
    expect(hstsHeader(req({ [PEER_HEADER]: "198.51.100.4", [PEER_TLS_HEADER]: "1" }), parseTrustedProxies(undefined))).toBe(HSTS_VALUE);
  });

  it("is sent behind a trusted proxy that says the visitor came over HTTPS", () => {
    const cidrs = parseTrustedProxies("10.0.0.0/8");
    expect(hstsHeader(req({ [PEER_HEADER]: "10.0.0.5", ...https }), cidrs)).toBe(HSTS_VALUE);
    expect(hstsHeader(req({ [PEER_HEADER]: "10.0.0.5", "X-Forwarded-Proto": "http" }), cidrs)).toBeNull();
    expect(hstsHeader(req({ [PEER_HEADER]: "10.0.0.5", ...https }), parseTrustedProxies("1"))).toBe(HSTS_VALUE);
  });

  it("ignores X-Forwarded-Proto from a peer that is not a trusted proxy, though some proxies are configured", () => {
    expect(hstsHeader(req({ [PEER_HEADER]: "203.0.113.9", ...https }), parseTrustedProxies("10.0.0.0/8"))).toBeNull();
    expect(hstsHeader(req({ [PEER_HEADER]: "::ffff:192.168.0.3", ...https }), parseTrustedProxies("10.0.0.0/8, ::1"))).toBeNull();
    // No peer known (not through the HTTP server): nobody vouches for the header.
    expect(hstsHeader(req(https), parseTrustedProxies("1"))).toBeNull();
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted, even where Next made the URL https from it", () => {
    const spoofed = { url: "https://console.example/reports", headers: new Headers({ [PEER_HEADER]: "127.0.0.1", ...https }) };
    expect(hstsHeader(spoofed, parseTrustedProxies(undefined))).toBeNull();
    expect(hstsHeader(req({ [PEER_HEADER]: "127.0.0.1" }), parseTrustedProxies(""))).toBeNull();
  });

  it("reads TRUSTED_PROXIES through the parsed configuration", () => {
    process.env.TRUSTED_PROXIES = "10.1.0.0/16";
    resetEnvForTests();
    expect(hstsHeader(req({ [PEER_HEADER]: "10.1.2.3", ...https }))).toBe(HSTS_VALUE);
    expect(hstsHeader(req({ [PEER_HEADER]: "10.2.2.3", ...https }))).toBeNull();
  });
});
