import { BlockList, isIP } from "node:net";

/**
 * IPv4 ranges an attachment fetch never reaches: "this network", private (RFC 1918), CGNAT,
 * loopback, link-local (with the clouds' metadata address 169.254.169.254), IETF protocol
 * assignments, documentation and benchmark nets, multicast, reserved and broadcast; and cloud
 * host addresses that answer from any VM: Azure's 168.63.129.16 (platform DNS, agent and health
 * endpoint, public in form but internal in effect). Alibaba's 100.100.100.200 is in CGNAT.
 */
const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["168.63.129.16", 32],
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
 * IPv6: unspecified, loopback and the deprecated IPv4-compatible block (all of ::/96), all of
 * IPv4-mapped (::ffff:0:0/96) and IPv4-translated (::ffff:0:0:0/96), whatever IPv4 address they
 * carry (no public host names itself that way), local-use NAT64 (64:ff9b:1::/48, RFC 8215: it
 * translates into the operator's own network), discard, Teredo, benchmarking and documentation
 * (2001:db8::/32, 3fff::/20), SRv6 segment ids, unique-local (with AWS's metadata address
 * fd00:ec2::254), link-local, site-local and multicast.
 */
const BLOCKED_V6: [string, number][] = [
  ["::", 96],
  ["::ffff:0:0", 96],
  ["::ffff:0:0:0", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32],
  ["2001:2::", 48],
  ["2001:db8::", 32],
  ["3fff::", 20],
  ["5f00::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

/**
 * IPv6 forms that carry a public-looking IPv4 address: well-known NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16); a blocked IPv4 range is blocked in them too. (IPv4-mapped is blocked whole.)
 */
function embeddedForms(address: string, bits: number): [string, number][] {
  const [a, b, c, d] = address.split(".").map(Number) as [number, number, number, number];
  const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
  return [
    [`64:ff9b::${address}`, 96 + bits],
    [`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + bits],
  ];
}

/**
 * Two lists: a BlockList holding an IPv6 rule over ::ffff:0:0/96 also matches every IPv4 address
 * checked against it (Node maps one onto the other), so each family is checked on its own.
 */
function buildBlockLists(): { v4: BlockList; v6: BlockList } {
  const v4 = new BlockList();
  const v6 = new BlockList();
  for (const [address, bits] of BLOCKED_V4) {
    v4.addSubnet(address, bits, "ipv4");
    for (const [form, formBits] of embeddedForms(address, bits)) v6.addSubnet(form, formBits, "ipv6");
  }
  for (const [address, bits] of BLOCKED_V6) v6.addSubnet(address, bits, "ipv6");
  return { v4, v6 };
}

const BLOCKED = buildBlockLists();

/** True for an address an attachment fetch may connect to: a public unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 6 ? !BLOCKED.v6.check(address, "ipv6") : !BLOCKED.v4.check(address, "ipv4");
}
