import { beforeEach, describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { deriveKey } from "@/lib/secret-box";
import { addressMark, createChannel, deleteChannel } from "./channels-store";
import { channelInputSchema, ruleInputSchema } from "./rule-schema";
import { createRule, getRule } from "./rules-store";
import { clearAlertTables } from "./testing";

const KEY = deriveKey("channels-store-test-".padEnd(48, "k"));
const slack = (name: string) => channelInputSchema.parse({ type: "slack", name, secrets: { url: `https://hooks.slack.com/services/T0/B0/${name}` } });

describe.each(testEngines())("deleting a channel on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clearAlertTables(db()));

  it("takes it off every rule that named it, and leaves the other channels", async () => {
    const { channel: ops } = await createChannel(db(), slack("ops"), new Date(), KEY);
    const { channel: oncall } = await createChannel(db(), slack("oncall"), new Date(), KEY);
    const rule = (name: string, channelIds: number[]) =>
      createRule(db(), ruleInputSchema.parse({ name, condition: { kind: "figure-above", figure: "totalPending", threshold: 5 }, channelIds }), "admin");
    const both = await rule("both", [ops.id, oncall.id]);
    const onlyOps = await rule("only ops", [ops.id]);
    const other = await rule("other", [oncall.id]);

    expect(await deleteChannel(db(), ops.id)).toBe(true);
    expect((await getRule(db(), both.id))?.channelIds).toEqual([oncall.id]);
    expect((await getRule(db(), onlyOps.id))?.channelIds).toEqual([]);
    expect((await getRule(db(), other.id))?.channelIds).toEqual([oncall.id]);
    expect(await deleteChannel(db(), ops.id)).toBe(false);
  });
});

describe("addressMark", () => {
  const url = (tail: string) => `https://hooks.slack.com/services/T0123/B0456/${tail}`;
  it("tells two addresses on one host apart, keeps one address's mark, and holds none of the address", () => {
    const a = addressMark(KEY, url("xoxSecretAAAA"));
    expect(a).toMatch(/^[0-9a-f]{6}$/);
    expect(addressMark(KEY, url("xoxSecretAAAA"))).toBe(a);
    expect(addressMark(KEY, url("xoxSecretBBBB"))).not.toBe(a);
    expect(url("xoxSecretAAAA")).not.toContain(a);
    // Keyed: another console's key gives another mark, so a mark cannot be checked against guessed addresses elsewhere.
    expect(addressMark(deriveKey("another-console-".padEnd(48, "x")), url("xoxSecretAAAA"))).not.toBe(a);
    expect(addressMark(KEY, undefined)).toBeNull();
  });
});
