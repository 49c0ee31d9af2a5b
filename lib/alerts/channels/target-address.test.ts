import { afterEach, describe, expect, it } from "vitest";
import type { Channel } from "@/lib/alerts/channels-store";
import { resetEnvForTests } from "@/lib/env";
import { DeliveryError, sendToChannel } from "./send";
import { checkedTarget, isMetadataAddress, literalMetadataHost, MetadataAddressError } from "./target-address";

afterEach(() => {
  delete process.env.CHANNELS_ALLOW_METADATA_ADDRESSES;
  resetEnvForTests();
});

const allowMetadata = () => {
  process.env.CHANNELS_ALLOW_METADATA_ADDRESSES = "on";
  resetEnvForTests();
};

describe("link-local and cloud metadata addresses", () => {
  it("are named in every form a host can take", () => {
    for (const address of [
      "169.254.169.254",
      "169.254.0.1",
      "169.254.255.255",
      "168.63.129.16",
      "100.100.100.200",
      "fd00:ec2::254",
      "[fd00:ec2::254]",
      "fe80::1",
      "fe80::1%eth0",
      "::ffff:169.254.169.254",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a9fe:a9fe",
      "::ffff:100.100.100.200",
    ]) {
      expect(isMetadataAddress(address), address).toBe(true);
    }
  });

  it("leave internal and public addresses to the admin who set the channel", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.5",
      "192.168.1.10",
      "100.100.100.201",
      "168.63.129.17",
      "169.253.255.255",
      "fd00:ec2::253",
      "::1",
      "8.8.8.8",
      "smtp.example.com",
    ]) {
      expect(isMetadataAddress(address), address).toBe(false);
    }
  });

  it("are refused where a name resolves to one, even beside a public address, unless the operator allows them", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ];
    await expect(checkedTarget("hooks.example.com", resolve)).rejects.toBeInstanceOf(MetadataAddressError);
    expect(await checkedTarget("hooks.example.com", async () => [{ address: "10.1.2.3", family: 4 }])).toEqual({ address: "10.1.2.3", family: 4 });
    expect(literalMetadataHost("169.254.169.254")).toBe(true);
    allowMetadata();
    expect(await checkedTarget("hooks.example.com", resolve)).toEqual({ address: "93.184.216.34", family: 4 });
    expect(literalMetadataHost("169.254.169.254")).toBe(false);
  });

  it("a stored channel pointing at one is refused at send, in words, before any connection", async () => {
    const channel = (type: "webhook" | "email", target: string) =>
      ({
        id: 1,
        type,
        name: "x",
        settings:
          type === "email" ? { host: target, port: 25, secure: false, allowPlainText: true, username: "", from: "a@example.test", to: ["b@example.test"] } : {},
        secrets: type === "webhook" ? { url: `http://${target}/latest/meta-data/`, signingSecret: "whsec_x" } : {},
      }) as unknown as Channel;
    const message = { kind: "test" as const, at: new Date().toISOString(), alerts: [] };
    for (const [type, target] of [
      ["webhook", "169.254.169.254"],
      ["webhook", "[fd00:ec2::254]"],
      ["email", "100.100.100.200"],
    ] as const) {
      const refused = await sendToChannel(channel(type, target), message, "id-1").catch((e: unknown) => e);
      expect(refused, target).toBeInstanceOf(DeliveryError);
      expect((refused as Error).message, target).toMatch(/link-local or cloud metadata address.*CHANNELS_ALLOW_METADATA_ADDRESSES=on/);
    }
  });
});
