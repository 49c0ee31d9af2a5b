import "server-only";
import { getEnv } from "@/lib/env";
import { connectionRecord } from "@/lib/upstream/connection-record";
import { currentContact } from "./contact-check";
import { describeFailure, displayAddress } from "./describe";
import type { ServiceConnectionView } from "./view.types";

export type { ServiceConnectionView };

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
