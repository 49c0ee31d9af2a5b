import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddressOf, normaliseAddress, parseTrustedProxies } from "./client-address";
import { FORWARDED_FOR_HEADER, PEER_HEADER, PEER_TLS_HEADER, stampPeerAddresses } from "./peer-address";

function req(peer: string | null, forwardedFor?: string): Request {
  const headers: Record<string, string> = {};
  if (peer !== null) headers[PEER_HEADER] = peer;
  if (forwardedFor !== undefined) headers[FORWARDED_FOR_HEADER] = forwardedFor;
  return new Request("http://x/api/session", { headers });
}

describe("clientAddressOf", () => {
  it("with no trusted proxy, the connection's own address counts and X-Forwarded-For is ignored", () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddressOf(req("203.0.113.9", "10.0.0.1"), none)).toBe("203.0.113.9");
    expect(clientAddressOf(req("::ffff:203.0.113.9"), none)).toBe("203.0.113.9");
    expect(clientAddressOf(req(null, "10.0.0.1"), none)).toBeNull();
  });

  it("with a hop count, reads the chain only as far as the trusted hops", () => {
    const one = parseTrustedProxies("1");
    // The proxy (peer) appended the client it saw; whatever the client wrote to the left is ignored.
    expect(clientAddressOf(req("10.0.0.2", "6.6.6.6, 198.51.100.7"), one)).toBe("198.51.100.7");
    expect(clientAddressOf(req("10.0.0.2"), one)).toBe("10.0.0.2");
    const two = parseTrustedProxies("2");
    expect(clientAddressOf(req("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.3"), two)).toBe("198.51.100.7");
  });

  it("with CIDRs, skips trusted proxies from the right and stops at the first address they do not cover", () => {
    const cidrs = parseTrustedProxies("10.0.0.0/8, ::1");
    expect(clientAddressOf(req("10.1.2.3", "6.6.6.6, 198.51.100.7, 10.9.9.9"), cidrs)).toBe("198.51.100.7");
    expect(clientAddressOf(req("203.0.113.9", "198.51.100.7"), cidrs)).toBe("203.0.113.9");
    expect(clientAddressOf(req("::1", "garbage, 10.0.0.5"), cidrs)).toBe("10.0.0.5");
  });

  it("refuses a TRUSTED_PROXIES that is neither a count nor CIDRs", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("proxy.example")).toThrow(/TRUSTED_PROXIES/);
  });

  it("normalises ports, brackets and IPv4-mapped addresses", () => {
    expect(normaliseAddress("198.51.100.7:443")).toBe("198.51.100.7");
    expect(normaliseAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("unknown")).toBeNull();
  });
});

describe("stampPeerAddresses", () => {
  it("writes the socket's address and the chain as sent, whatever the client claims under those names", async () => {
    stampPeerAddresses();
    const server = createServer((request, response) => response.end(JSON.stringify(request.headers)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const headersSeen = (headers: Record<string, string>) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, headers }, (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve(JSON.parse(text)));
        })
          .on("error", reject)
          .end();
      });
    try {
      const spoofed = await headersSeen({ [PEER_HEADER]: "6.6.6.6", [PEER_TLS_HEADER]: "1", "X-Forwarded-For": "7.7.7.7" });
      expect(spoofed[PEER_HEADER]).toBe("127.0.0.1");
      // A plain-HTTP connection is never taken for TLS, whatever the client sends under that name.
      expect(spoofed[PEER_TLS_HEADER]).toBeUndefined();
      expect(spoofed[FORWARDED_FOR_HEADER]).toBe("7.7.7.7");
      const plain = await headersSeen({ [FORWARDED_FOR_HEADER]: "8.8.8.8" });
      expect(plain[FORWARDED_FOR_HEADER]).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
