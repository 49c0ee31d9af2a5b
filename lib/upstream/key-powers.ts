import "server-only";
import { type KeyPowersView, type ValidatedKey, validatedKeySchema } from "@/lib/contract/key-powers";
import { READ_ONLY_KEY_SENTENCE } from "@/lib/format/key-powers";
import { singleton } from "@/lib/singleton";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";
import { UpstreamError } from "./errors";
import { getUpstreamClient, keyEnvironmentByPrefix } from "./get-client";

/** `GET /validate` → the key's powers, read tolerantly (lib/contract/key-powers.ts). A read. */
export async function validateKey(client: UpstreamClient, opts: CallOptions = {}): Promise<ValidatedKey> {
  const { data } = await client.request({ method: "GET", path: ["validate"], idempotent: true, schema: validatedKeySchema, ...opts });
  return data;
}

// A good reading is kept five minutes (a key's powers change when someone changes the key on the
// service); a failed one is tried again when asked after 30 s.
const KEEP_MS = 5 * 60_000;
const RETRY_FAILED_MS = 30_000;

type State = { last: KeyPowersView | null; running: Promise<KeyPowersView> | null };

function state(): State {
  return singleton<State>("key-powers", () => ({ last: null, running: null }));
}

function problemOf(error: unknown): string {
  if (error instanceof UpstreamError) {
    if (error.kind === "auth") return "the service refused the key";
    if (error.kind === "http" && error.status === 404) return "the service has no GET /validate";
    return "the service could not be asked";
  }
  return "the service's answer could not be read";
}

function viewOf(read: ValidatedKey, now: Date): KeyPowersView {
  const byPrefix = read.environment === null ? keyEnvironmentByPrefix() : null;
  return {
    known: true,
    type: read.type,
    environment: read.environment ?? byPrefix,
    environmentFrom: read.environment !== null ? "service" : byPrefix !== null ? "key" : null,
    readOnly: read.readOnly,
    organization: read.organization,
    checkedAt: now.toISOString(),
    problem: null,
  };
}

/** Asks the service now (one call at a time per process) and keeps the answer. */
export function readKeyPowers(client: UpstreamClient = getUpstreamClient(), now: () => Date = () => new Date()): Promise<KeyPowersView> {
  const s = state();
  s.running ??= validateKey(client)
    .then(
      (read) => viewOf(read, now()),
      (error: unknown): KeyPowersView => ({
        known: false,
        type: null,
        environment: null,
        environmentFrom: null,
        readOnly: null,
        organization: null,
        checkedAt: now().toISOString(),
        problem: problemOf(error),
      }),
    )
    .then((view) => {
      s.last = view;
      return view;
    })
    .finally(() => {
      s.running = null;
    });
  return s.running;
}

function isStale(view: KeyPowersView, now: number): boolean {
  return now - Date.parse(view.checkedAt) > (view.known ? KEEP_MS : RETRY_FAILED_MS);
}

/** The last reading, asked again in the background when old; only the very first is awaited (/settings, the shell's banner). */
export async function currentKeyPowers(): Promise<KeyPowersView> {
  const s = state();
  if (!s.last) return s.running ?? readKeyPowers();
  if (isStale(s.last, Date.now())) readKeyPowers().catch(() => {});
  return s.last;
}

/**
 * The refusal of a write (lib/bff's `write: true` routes), or null. Only what is already known
 * refuses: a reading in flight is awaited, none is started here, so a write is never held up by
 * this check, and a key whose powers are not known is left for the service to refuse.
 */
export async function readOnlyRefusal(): Promise<string | null> {
  const s = state();
  const view = s.last ?? (s.running ? await s.running : null);
  if (view && isStale(view, Date.now())) readKeyPowers().catch(() => {});
  return view?.readOnly === true ? READ_ONLY_KEY_SENTENCE : null;
}
