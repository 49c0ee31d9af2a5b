import { BlockList, isIP } from "node:net";

/**
 * IPv4 ranges an attachment fetch never reaches: "this network", private (RFC 1918), CGNAT,
 * loopback, link-local, IETF protocol assignments, documentation and benchmark nets, multicast,
 * reserved and broadcast.
 */
const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/**
 * IPv6: unspecified, loopback and the deprecated IPv4-compatible block (all of ::/96), discard,
 * Teredo and documentation, unique-local, link-local, site-local and multicast.
 */
const BLOCKED_V6: [string, number][] = [
  ["::", 96],
  ["100::", 64],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

/** IPv6 forms that carry an IPv4 address: IPv4-mapped, NAT64 (64:ff9b::/96) and 6to4 (2002::/16). */
function embeddedForms(address: string, bits: number): [string, number][] {
  const [a, b, c, d] = address.split(".").map(Number) as [number, number, number, number];
  const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
  return [
    [`::ffff:${address}`, 96 + bits],
    [`64:ff9b::${address}`, 96 + bits],
    [`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + bits],
  ];
}

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [address, bits] of BLOCKED_V4) {
    list.addSubnet(address, bits, "ipv4");
    for (const [form, formBits] of embeddedForms(address, bits)) list.addSubnet(form, formBits, "ipv6");
  }
  for (const [address, bits] of BLOCKED_V6) list.addSubnet(address, bits, "ipv6");
  return list;
}

const BLOCKED = buildBlockList();

/** True for an address an attachment fetch may connect to: a public unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !BLOCKED.check(address, family === 6 ? "ipv6" : "ipv4");
}
