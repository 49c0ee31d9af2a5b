import "server-only";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { resetSingleton, singleton } from "@/lib/singleton";
import type { UpstreamClient } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { type Organization, organizationsOf, rememberReachableOrganizations } from "@/lib/upstream/organizations";
import { getCurrentUser } from "@/lib/upstream/user";
import { describeFailure, displayAddress, SETTING_OF } from "./describe";
import type { ContactCheck } from "./view.types";

export type { ContactCheck };

export type ContactTarget = { client: UpstreamClient; baseUrl: string; timeoutMs: number; embedded: boolean };

function listWords(organizations: Organization[]): string {
  const names = organizations.slice(0, 5).map((o) => (o.name && o.name !== o.slug ? `${o.name} (${o.slug})` : o.slug));
  if (organizations.length > 5) names.push(`${organizations.length - 5} more`);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function whereWords(target: ContactTarget): string {
  return target.embedded ? "The embedded demo service" : `The service at ${displayAddress(target.baseUrl)}`;
}

export async function checkContact(target: ContactTarget, now: () => Date = () => new Date()): Promise<ContactCheck> {
  const where = whereWords(target);
  try {
    const organizations = organizationsOf(await getCurrentUser(target.client));
    rememberReachableOrganizations(organizations);
    const reach =
      organizations.length === 0
        ? "the key works but the service names no organization for it, so the console acts on the key's own"
        : `the key reaches ${organizations.length === 1 ? "the organization" : `${organizations.length} organizations:`} ${listWords(organizations)}`;
    return { at: now().toISOString(), ok: true, problem: null, sentence: `${where} answered: ${reach}.`, organizations };
  } catch (error) {
    const failure =
      error instanceof UpstreamError
        ? describeFailure(error, target.baseUrl, target.timeoutMs)
        : { problem: "unreadable" as const, words: "could not be asked (an unexpected error in the console; see the log)" };
    if (!(error instanceof UpstreamError)) getLogger().error({ err: error instanceof Error ? error.message : String(error) }, "service contact check");
    return { at: now().toISOString(), ok: false, problem: failure.problem, sentence: `${where} ${failure.words}.`, organizations: null };
  }
}

// A failed check is tried again when asked after this long; a good one is kept as long as the
// organization list is (lib/bff/organization.ts).
const RETRY_FAILED_MS = 30_000;
const KEEP_OK_MS = 5 * 60_000;

function state() {
  return singleton<{ last: ContactCheck | null; running: Promise<ContactCheck> | null }>("contact-check", () => ({ last: null, running: null }));
}

function processTarget(): ContactTarget {
  const env = getEnv();
  return {
    client: getUpstreamClient(),
    baseUrl: env.UPSTREAM_URL ?? "http://embedded.invalid/api/v2",
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    embedded: env.demoMode,
  };
}

/** The check of this process's service, one at a time; logged when it is the first or its outcome changed. */
export function runContactCheck(target: ContactTarget = processTarget()): Promise<ContactCheck> {
  const s = state();
  s.running ??= checkContact(target)
    .then((check) => {
      const previous = s.last;
      s.last = check;
      if (previous?.ok !== check.ok || previous?.problem !== check.problem) {
        const setting = check.problem ? SETTING_OF[check.problem] : undefined;
        const fields = { check: "service-contact", ok: check.ok, problem: check.problem, setting, organizations: check.organizations?.map((o) => o.slug) };
        if (check.ok) getLogger().info(fields, check.sentence);
        else getLogger().warn(fields, check.sentence);
      }
      return check;
    })
    .finally(() => {
      s.running = null;
    });
  return s.running;
}

/**
 * The last check; when it failed a while ago or is old, it is made again in the background (the
 * page polls, and sees the new one next time). Only the very first is awaited.
 */
export async function currentContact(now: Date = new Date()): Promise<ContactCheck> {
  const { last } = state();
  if (!last) return runContactCheck();
  const age = now.getTime() - Date.parse(last.at);
  if (age > (last.ok ? KEEP_OK_MS : RETRY_FAILED_MS)) runContactCheck().catch(() => {});
  return last;
}

export function resetContactCheckForTests(): void {
  resetSingleton("contact-check");
}
