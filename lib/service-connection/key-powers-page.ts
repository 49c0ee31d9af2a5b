import "server-only";
import type { KeyPowersView } from "@/lib/contract/key-powers";
import { READ_ONLY_KEY_SENTENCE } from "@/lib/format/key-powers";
import { currentKeyPowers } from "@/lib/upstream/key-powers";

/**
 * What a page's write buttons say when the service refuses every change: the same sentence the
 * route's 403 carries (lib/bff/handler.ts, `write: true`), or null when the key may write or its
 * powers are not known (the service then decides).
 */
export async function pageWriteRefusal(): Promise<string | null> {
  return (await currentKeyPowers()).readOnly === true ? READ_ONLY_KEY_SENTENCE : null;
}

/** The key's powers for the shell's banner (a test key, a read-only key). */
export function pageKeyPowers(): Promise<KeyPowersView> {
  return currentKeyPowers();
}
