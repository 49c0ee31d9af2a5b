import "server-only";
import { randomUUID } from "node:crypto";
import { startAlertJobs, upstreamSources } from "@/lib/alerts/job";
import { ensureBootstrapUsers } from "@/lib/auth/bootstrap";
import { readPrincipalOfCookies } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { registerSignInGate } from "@/lib/auth/sign-in-gate";
import { parseTrustedProxies } from "@/lib/bff/client-address";
import { stampPeerAddresses } from "@/lib/bff/peer-address";
import { getDb } from "@/lib/db";
import { startRetention } from "@/lib/db/retention";
import { getEnv } from "@/lib/env";
import { startRecorder } from "@/lib/history/recorder";
import { startReportIndexSync } from "@/lib/report-index/sync";
import { getLogger } from "@/lib/log/logger";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { listReports } from "@/lib/upstream/reports";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";
import { startTriageJobs } from "@/lib/triage/triage-service";

/** Runs once per server start: refuse a bad configuration, migrate, create the bootstrap users, say how to sign in. */
export async function startConsole(): Promise<void> {
  const env = getEnv();
  getSessionSecret();
  parseTrustedProxies(env.TRUSTED_PROXIES);
  stampPeerAddresses();
  await getDb();
  const result = await ensureBootstrapUsers();
  registerSignInGate(async (cookies) => ({
    signedIn: (await readPrincipalOfCookies(cookies))?.kind === "user",
    demoMode: env.demoMode,
  }));
  const port = process.env.PORT ?? "3000";
  const lines = [`Rampart console: http://localhost:${port}`];
  if (env.demoMode) {
    lines.push(
      `Upstream: the embedded demo service (${env.EMBEDDED_VARIANT} dialect). Set UPSTREAM_URL and UPSTREAM_API_KEY for the real one.`,
      "Sign in as admin, reviewer or viewer with the password rampart-demo.",
    );
  } else {
    lines.push(`Upstream: ${new URL(env.UPSTREAM_URL!).origin}`);
  }
  if (result.signInHint) lines.push(result.signInHint);
  process.stdout.write(`${lines.join("\n")}\n`);
  // Held reviews must be sent by some instance even when every tab is closed: every instance polls.
  startTriageJobs();
  startRetention({ db: await getDb(), retentionDays: env.AUDIT_RETENTION_DAYS, now: () => new Date() }, (error) =>
    getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "audit retention"),
  );
  if (env.HISTORY_RECORDER === "on") {
    const db = await getDb();
    startRecorder(
      {
        db,
        now: () => new Date(),
        fetchSnapshot: (scope) =>
          getQueueSnapshot(getUpstreamClient(), scope === null ? {} : scope === "all" ? { all: true } : { slug: scope.slice(4) }),
      },
      (error) => getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "queue history recorder"),
    );
  }
  // Beside the recorder: alert evaluation (one instance, under a lease) and the notification outbox (every instance).
  startAlertJobs({
    db: await getDb(),
    sources: upstreamSources(getUpstreamClient),
    holder: `${process.pid}-${randomUUID()}`,
    intervalMs: env.ALERTS_EVALUATE_MS,
    onError: (error, job) => getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, job),
  });
  if (env.REPORT_INDEX_RATE > 0) {
    const db = await getDb();
    startReportIndexSync(
      { db, now: () => new Date(), ratePerMinute: env.REPORT_INDEX_RATE, list: (query) => listReports(getUpstreamClient(), query) },
      (error) => getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "report index sync"),
    );
  }
}
