import "server-only";
import { BlockList, isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import { FORWARDED_FOR_HEADER, PEER_HEADER } from "./peer-address";

/**
 * Who may add to the forwarded chain: nobody (the connection's own address is the client), the
 * last `hops` proxies, or the proxies whose addresses fall in a list of CIDR blocks.
 */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "cidrs"; list: BlockList };

/** `TRUSTED_PROXIES`: empty (none), a hop count (`1`), or CIDRs / addresses (`10.0.0.0/8, ::1`). Throws on anything else. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text.toLowerCase() === "none") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Math.min(Number(text), 32) };
  const list = new BlockList();
  for (const raw of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = raw.split("/");
    const family = isIP(address ?? "");
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: "${raw}" is neither an address nor a CIDR block`);
    }
    list.addSubnet(address!, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return { kind: "cidrs", list };
}

/** An address as written in a forwarded chain or by the socket: ports, brackets and `::ffff:` dropped; null if not an address. */
export function normaliseAddress(raw: string | undefined | null): string | null {
  let value = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : null;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the connection's own peer, or — through trusted proxies only — the
 * nearest address in `X-Forwarded-For` that no trusted proxy wrote. The peer and the chain as the
 * client sent it come from the headers stamped at the socket (lib/bff/peer-address.ts), because
 * Next keeps a client's own `X-Forwarded-For` and drops the socket's address when one is present.
 * Null when the peer is unknown (a request that did not come through the HTTP server).
 */
export function clientAddressOf(request: Request, trusted: TrustedProxies): string | null {
  const peer = normaliseAddress(request.headers.get(PEER_HEADER));
  if (!peer) return null;
  if (trusted.kind === "none") return peer;
  const forwarded = (request.headers.get(FORWARDED_FOR_HEADER) ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Nearest first: the peer, then the chain from its right end.
  const chain = [peer, ...forwarded.reverse()];
  if (trusted.kind === "hops") {
    const index = Math.min(trusted.hops, chain.length - 1);
    for (let i = index; i >= 0; i--) {
      const address = normaliseAddress(chain[i]);
      if (address) return address;
    }
    return peer;
  }
  let nearest = peer;
  for (const entry of chain) {
    const address = normaliseAddress(entry);
    if (!address) return nearest;
    if (!isTrusted(trusted.list, address)) return address;
    nearest = address;
  }
  return nearest;
}

/**
 * Whether the connection's own peer is one of the proxies allowed to speak for the client: with a
 * hop count the nearest hop always is one; with CIDRs only an address in them; with none, nobody.
 */
export function peerIsTrustedProxy(request: { headers: Headers }, trusted: TrustedProxies): boolean {
  if (trusted.kind === "none") return false;
  const peer = normaliseAddress(request.headers.get(PEER_HEADER));
  if (!peer) return false;
  return trusted.kind === "hops" ? trusted.hops > 0 : isTrusted(trusted.list, peer);
}

/** This console's `TRUSTED_PROXIES`, parsed (the one place that reads it). */
export function configuredTrustedProxies(): TrustedProxies {
  const source = getEnv().TRUSTED_PROXIES;
  let cached = peekSingleton<{ source: string | undefined; value: TrustedProxies }>("trusted-proxies");
  if (!cached || cached.source !== source) {
    cached = { source, value: parseTrustedProxies(source) };
    setSingleton("trusted-proxies", cached);
  }
  return cached.value;
}

/** The caller's address under this console's `TRUSTED_PROXIES`. */
export function clientAddress(request: Request): string | null {
  return clientAddressOf(request, configuredTrustedProxies());
}
