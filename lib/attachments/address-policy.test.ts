import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "10.255.255.255",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.1.2.3",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.1.1",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    // cloud host addresses: Azure's platform address, Alibaba's metadata (CGNAT), AWS's DNS
    "168.63.129.16",
    "100.100.100.200",
    "169.254.169.253",
  ])("refuses the IPv4 address %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "::",
    "::1",
    "::127.0.0.1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "2001:0:4136:e378::1",
    "100::1",
    // IPv4-mapped, NAT64 and 6to4 forms of private or loopback addresses
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:c0a8:101::1",
    "2002:7f00:1::",
    // IPv4-mapped and IPv4-translated whole, whatever they carry
    "::ffff:8.8.8.8",
    "::ffff:0:0",
    "::ffff:ffff:ffff",
    "::ffff:0:8.8.8.8",
    "::ffff:0:127.0.0.1",
    "::ffff:0:a9fe:a9fe",
    // local-use NAT64 (RFC 8215), even of a public IPv4 address
    "64:ff9b:1::8.8.8.8",
    "64:ff9b:1::1",
    "64:ff9b:1:ffff:ffff:ffff:ffff:ffff",
    // cloud forms: Azure's address through NAT64 and 6to4, AWS's IPv6 metadata address
    "64:ff9b::a83f:8110",
    "64:ff9b::168.63.129.16",
    "2002:a83f:8110::1",
    "fd00:ec2::254",
    // benchmarking, documentation (RFC 9637), SRv6 segment ids
    "2001:2::1",
    "3fff::1",
    "3fff:fff:ffff::1",
    "5f00::1",
  ])("refuses the IPv6 address %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "172.32.0.1",
    "100.128.0.1",
    "168.63.129.15",
    "168.63.129.17",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
    "64:ff9b::808:808",
    "64:ff9b:2::1",
    "2001:3::1",
    "4000::1",
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(["", "localhost", "example.com", "127.0.0.1:80", "[::1]", "1.2.3"])("refuses %j, which is not an address", (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});
