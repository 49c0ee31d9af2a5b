import "server-only";
import { getEnv } from "@/lib/env";
import { connectionRecord } from "@/lib/upstream/connection-record";
import { type ContactCheck, currentContact } from "./contact-check";
import { type ConnectionProblem, describeFailure, displayAddress } from "./describe";

/** What GET /api/service-connection answers: no key, no credential of the address, no upstream body. */
export type ServiceConnectionView = {
  mode: "embedded" | "service";
  /** The service's base address without credentials or query; null for the embedded demo service. */
  address: string | null;
  /** The embedded service's dialect; null with a real service. */
  embeddedVariant: string | null;
  /** When this console process started: the figures below count from there. */
  since: string;
  contact: ContactCheck;
  lastSuccessAt: string | null;
  lastError: { at: string; operation: string; problem: ConnectionProblem; sentence: string } | null;
  rateLimited: { count: number; lastAt: string | null };
};

export async function serviceConnectionView(now: Date = new Date()): Promise<ServiceConnectionView> {
  const env = getEnv();
  const contact = await currentContact(now);
  const record = connectionRecord();
  const failure = record.lastFailure;
  const base = env.UPSTREAM_URL ?? "http://embedded.invalid/api/v2";
  const described = failure ? describeFailure(failure.error, base, env.UPSTREAM_TIMEOUT_MS) : null;
  return {
    mode: env.demoMode ? "embedded" : "service",
    address: env.UPSTREAM_URL ? displayAddress(env.UPSTREAM_URL) : null,
    embeddedVariant: env.demoMode ? env.EMBEDDED_VARIANT : null,
    since: new Date(now.getTime() - process.uptime() * 1000).toISOString(),
    contact,
    lastSuccessAt: record.lastSuccessAt,
    lastError:
      failure && described ? { at: failure.at, operation: failure.operation, problem: described.problem, sentence: `The service ${described.words}.` } : null,
    rateLimited: record.rateLimited,
  };
}
