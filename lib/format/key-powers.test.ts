import { describe, expect, it } from "vitest";
import type { KeyPowersView } from "@/lib/contract/key-powers";
import { keyPowersSentence } from "./key-powers";

const view = (over: Partial<KeyPowersView>): KeyPowersView => ({
  known: true,
  type: "organization",
  environment: "live",
  environmentFrom: "service",
  readOnly: false,
  organization: null,
  checkedAt: "2026-11-27T10:00:00.000Z",
  problem: null,
  ...over,
});

describe("the key's powers in one sentence (the start log and /settings)", () => {
  it.each([
    [view({}), "The console's key is an organization key, live, it may write."],
    [view({ type: "user", environment: "test" }), "The console's key is a user key, test, it may write: test keys still change the service's real data."],
    [view({ readOnly: true }), "The console's key is an organization key, live, read-only: the console refuses every change before it reaches the service."],
    [
      view({ type: null, environment: null, readOnly: null }),
      "The console's key is a key of a kind the service did not say, test or live not said, whether it may write is not said.",
    ],
    [view({ known: false, problem: "the service refused the key" }), "The key's powers are not known: the service refused the key."],
  ])("%#", (v, sentence) => {
    expect(keyPowersSentence(v)).toBe(sentence);
  });
});
