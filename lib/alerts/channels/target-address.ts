import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { getEnv } from "@/lib/env";

/**
 * Where an alert or digest channel may not send: link-local addresses (IPv4 169.254.0.0/16, whose
 * 169.254.169.254 is the metadata service of most clouds; IPv6 fe80::/10) and the other clouds'
 * metadata addresses: AWS's fd00:ec2::254, Azure's 168.63.129.16, Alibaba's 100.100.100.200, also
 * written as IPv4-mapped or NAT64 IPv6. Channels are set by admins and may point at internal hosts
 * (a mail relay on 10.x, a receiver on loopback); a metadata service hands out the machine's
 * credentials, so it is refused unless the operator sets CHANNELS_ALLOW_METADATA_ADDRESSES=on.
 */
const METADATA_V4: [string, number][] = [
  ["169.254.0.0", 16],
  ["168.63.129.16", 32],
  ["100.100.100.200", 32],
];
const METADATA_V6: [string, number][] = [
  ["fe80::", 10],
  ["fd00:ec2::254", 128],
];

function buildLists(): { v4: BlockList; v6: BlockList } {
  const v4 = new BlockList();
  const v6 = new BlockList();
  for (const [address, bits] of METADATA_V4) {
    v4.addSubnet(address, bits, "ipv4");
    v6.addSubnet(`::ffff:${address}`, 96 + bits, "ipv6");
    v6.addSubnet(`64:ff9b::${address}`, 96 + bits, "ipv6");
  }
  for (const [address, bits] of METADATA_V6) v6.addSubnet(address, bits, "ipv6");
  return { v4, v6 };
}

const LISTS = buildLists();

/** True for a link-local or cloud metadata address (an IP literal; anything else is false). */
export function isMetadataAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return LISTS.v4.check(bare, "ipv4");
  if (family === 6) return LISTS.v6.check(bare, "ipv6");
  return false;
}

export const METADATA_REFUSAL =
  "a link-local or cloud metadata address, where a channel never sends unless the operator sets CHANNELS_ALLOW_METADATA_ADDRESSES=on";

function allowed(): boolean {
  return getEnv().CHANNELS_ALLOW_METADATA_ADDRESSES === "on";
}

/** For a channel's form: the host typed is itself such an address (its names are checked when sending). */
export function literalMetadataHost(host: string): boolean {
  return !allowed() && isMetadataAddress(host);
}

export type CheckedAddress = { address: string; family: number };
type Resolve = (host: string) => Promise<CheckedAddress[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address a channel connects to: the host resolved here and every address it has checked, so
 * a name pointing at a metadata address (or at one beside a public one) is refused at each send,
 * not only the literal typed. The connection then goes to the address checked (no second lookup).
 * Null when the host does not resolve (the connection's own error says so).
 */
export async function checkedTarget(host: string, resolve: Resolve = systemResolve): Promise<CheckedAddress | null> {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await resolve(bare).catch(() => []);
  if (!allowed() && addresses.some((a) => isMetadataAddress(a.address))) throw new MetadataAddressError();
  return addresses[0] ?? null;
}

export class MetadataAddressError extends Error {
  override name = "MetadataAddressError";
  constructor() {
    super(`the address is ${METADATA_REFUSAL}`);
  }
}
