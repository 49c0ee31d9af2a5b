import type { KeyPowersView } from "@/lib/contract/key-powers";

/**
 * The one sentence a write refused for a read-only key says: the route's 403 and the disabled
 * button's reason (docs/account.md).
 */
export const READ_ONLY_KEY_SENTENCE =
  "The console's key for the service is read-only, so the service refuses every change made with it: ask whoever manages the organization's account on the service for a key that may write.";

export const TEST_KEY_SENTENCE = "The console uses a test key: test keys still change the service's real data, so every action here is real.";

const TYPE_WORDS = { organization: "an organization key", user: "a user key" } as const;

/** "An organization key, live, that may write." — what the key may do, in one line (the start log and /settings). */
export function keyPowersSentence(view: KeyPowersView): string {
  if (!view.known) return `The key's powers are not known: ${view.problem ?? "the service did not say"}.`;
  const type = view.type ? TYPE_WORDS[view.type] : "a key of a kind the service did not say";
  const environment = view.environment === null ? "test or live not said" : view.environment;
  const writes = view.readOnly === null ? "whether it may write is not said" : view.readOnly ? "read-only" : "it may write";
  const after = [
    view.environment === "test" ? "test keys still change the service's real data" : null,
    view.readOnly ? "the console refuses every change before it reaches the service" : null,
  ].filter((part) => part !== null);
  return `The console's key is ${type}, ${environment}, ${writes}${after.length > 0 ? `: ${after.join("; ")}` : ""}.`;
}
