import "server-only";
import { randomUUID } from "node:crypto";
import { ALERT_JOBS, snapshotSelector, startAlertJobs, upstreamSources } from "@/lib/alerts/job";
import { ensureBootstrapUsers } from "@/lib/auth/bootstrap";
import { providerConfiguration, providerStatus } from "@/lib/auth/oidc/provider";
import { getSignInConfig, type OidcSettings } from "@/lib/auth/oidc/settings";
import { startRetention } from "@/lib/auth/retention";
import { readPrincipalOfCookies } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { registerSignInGate } from "@/lib/auth/sign-in-gate";
import { listUsers } from "@/lib/auth/users";
import { parseTrustedProxies } from "@/lib/bff/client-address";
import { stampPeerAddresses } from "@/lib/bff/peer-address";
import { publishLive } from "@/lib/bus/bus";
import { configurationNotes } from "@/lib/configuration-checks";
import { getDb } from "@/lib/db";
import { DIGEST_JOB_NAME, startDigestJob } from "@/lib/digests/job";
import { ConfigurationError, getEnv } from "@/lib/env";
import { enqueueFollowMail, FOLLOW_MAIL_JOB_NAME, startFollowMailJob } from "@/lib/follow-mail/outbox";
import { keyPowersSentence } from "@/lib/format/key-powers";
import { HISTORY_RECORDER_JOB, startRecorder } from "@/lib/history/recorder";
import { HEARTBEAT_JOB, startHeartbeat } from "@/lib/jobs/heartbeat";
import { markJobsSwitchedOff, setJobStatusStore } from "@/lib/jobs/job-status";
import { getLogger } from "@/lib/log/logger";
import { REPORT_INDEX_JOB_NAME, startReportIndexSync } from "@/lib/report-index/sync";
import { runContactCheck } from "@/lib/service-connection/contact-check";
import { displayAddress } from "@/lib/service-connection/describe";
import { setSingleton } from "@/lib/singleton";
import { startThreatSync, THREAT_SYNC_JOB_NAME } from "@/lib/threats/sync";
import { startTriageJobs } from "@/lib/triage/triage-service";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { readKeyPowers } from "@/lib/upstream/key-powers";
import { listReports } from "@/lib/upstream/reports";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";
import { listThreats, listWatchlist } from "@/lib/upstream/threats";
import { configureEmbeddedWebhooks } from "@/lib/webhooks/demo-delivery";
import { REPORT_INDEX_JOB, startWebhookJobs, THREAT_SYNC_JOB } from "@/lib/webhooks/start";

/** Runs `step`; a failure names what could not be done, for refuseToStart's sentence. */
async function startStep<T>(what: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Says in one sentence why the console cannot start, on stderr and in the log, and ends the
 * process with 1. Left running, Next would answer every request with a bare 500 instead.
 */
export function refuseToStart(error: unknown): never {
  const sentence = `The console cannot start. ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${sentence}\n`);
  try {
    getLogger().fatal({ check: "start" }, sentence.replaceAll("\n", " "));
    getLogger().flush();
  } catch {
    // A logger that cannot be made (a bad LOG_LEVEL) must not hide the sentence above.
  }
  process.exit(1);
}

/** Runs once per server start: refuse a bad configuration, migrate, create the bootstrap users, say how to sign in. */
export async function startConsole(): Promise<void> {
  const env = getEnv();
  const signIn = getSignInConfig();
  await startStep("The session secret could not be read or created in DATA_DIR", () => getSessionSecret());
  parseTrustedProxies(env.TRUSTED_PROXIES);
  stampPeerAddresses();
  const store = env.DATABASE_URL ? "The PostgreSQL store of DATABASE_URL" : `The SQLite store in DATA_DIR (${env.dataDir})`;
  const db = await startStep(`${store} could not be opened`, () => getDb());
  const result = await startStep("The first users could not be made", () => ensureBootstrapUsers());
  registerSignInGate(async (cookies) => ({
    signedIn: (await readPrincipalOfCookies(cookies))?.kind === "user",
    demoMode: env.demoMode,
    localSignIn: signIn.localSignIn,
    sso: signIn.oidc ? { name: signIn.oidc.providerName, problem: ssoProblem(signIn.oidc) } : null,
  }));
  const port = process.env.PORT ?? "3000";
  const lines = [`Rampart console: http://localhost:${port}`];
  if (env.demoMode) {
    lines.push(
      `Upstream: the embedded demo service (${env.EMBEDDED_VARIANT} dialect). Set UPSTREAM_URL and UPSTREAM_API_KEY for the real one.`,
      "Sign in as admin, reviewer or viewer with the password rampart-demo.",
    );
  } else {
    lines.push(`Upstream: ${displayAddress(env.UPSTREAM_URL!)} (one call checks the key now; the log says what it found)`);
  }
  if (signIn.oidc) lines.push(`Sign-in: ${signIn.oidc.providerName} (${signIn.oidc.issuer})${signIn.localSignIn ? ", and local passwords" : " only"}`);
  if (!signIn.localSignIn) lines.push("LOCAL_SIGN_IN=off: local accounts cannot sign in; only the identity provider signs people in.");
  if (result.signInHint && signIn.localSignIn) lines.push(result.signInHint);
  process.stdout.write(`${lines.join("\n")}\n`);
  const adminUsers = (await listUsers(db)).filter((u) => u.role === "admin").length;
  for (const note of configurationNotes(env, { adminUsers })) getLogger()[note.level]({ check: "configuration", setting: note.setting }, note.sentence);
  // The provider is read now so the log says at once whether sign-in will work; start does not wait for it.
  if (signIn.oidc) {
    const oidc = signIn.oidc;
    providerConfiguration(oidc).then(
      () => getLogger().info({ issuer: oidc.issuer }, `Identity provider ${oidc.providerName} read: sign-in through it works`),
      () => {}, // logged by providerConfiguration, with the reason
    );
  }
  // First contact: what the key reaches, or why the service cannot be used. Start does not wait for it.
  if (!env.demoMode) runContactCheck().catch(() => {});
  // Every background job records its runs for /health and the metrics from here on.
  setJobStatusStore(await getDb());
  // A job this configuration switches off says so on /health instead of turning overdue forever.
  const switchedOff = [
    ...(env.HISTORY_RECORDER === "on" ? [] : [HISTORY_RECORDER_JOB]),
    ...(env.ALERT_JOBS === "on" ? [] : [ALERT_JOBS.delivery, ALERT_JOBS.evaluation]),
    ...(env.DIGEST_JOB === "on" ? [] : [DIGEST_JOB_NAME, FOLLOW_MAIL_JOB_NAME]),
    ...(env.REPORT_INDEX_RATE > 0 ? [] : [REPORT_INDEX_JOB_NAME]),
    ...(env.HEARTBEAT_URL ? [] : [HEARTBEAT_JOB]),
    ...(env.THREAT_SYNC_RATE > 0 ? [] : [THREAT_SYNC_JOB_NAME]),
  ];
  await markJobsSwitchedOff(await getDb(), switchedOff, new Date()).catch((error: unknown) =>
    getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "switched-off jobs not recorded"),
  );
  // The key's powers (GET /validate): a read-only key's writes are refused before they reach the
  // service (lib/bff/handler.ts, `write: true`), and the log says what the key may do.
  readKeyPowers().then((view) => {
    const fields = { check: "key-powers", known: view.known, type: view.type, environment: view.environment, readOnly: view.readOnly };
    if (view.known && view.readOnly !== true && view.environment !== "test") getLogger().info(fields, keyPowersSentence(view));
    else getLogger().warn(fields, keyPowersSentence(view));
  });
  // Held reviews must be sent by some instance even when every tab is closed: every instance polls.
  startTriageJobs();
  startRetention({ db: await getDb(), retentionDays: env.AUDIT_RETENTION_DAYS, now: () => new Date() });
  if (env.HISTORY_RECORDER === "on") {
    const db = await getDb();
    startRecorder({
      db,
      now: () => new Date(),
      fetchSnapshot: (scope) => getQueueSnapshot(getUpstreamClient(), snapshotSelector(scope)),
    });
  }
  // Beside the recorder: alert evaluation (one instance, under a lease) and the notification outbox (every instance).
  if (env.ALERT_JOBS === "on") {
    startAlertJobs({
      db: await getDb(),
      sources: upstreamSources(getUpstreamClient),
      holder: `${process.pid}-${randomUUID()}`,
      intervalMs: env.ALERTS_EVALUATE_MS,
      minuteMs: env.ALERTS_MINUTE_MS,
    });
  }
  // Weekly digests: every instance polls; a send is a row unique per (digest, period), so each goes out once.
  if (env.DIGEST_JOB === "on") {
    startDigestJob(env.DIGEST_POLL_MS);
    // Mail to the followers of an asset the threats sync saw change: every instance polls, each mail is claimed.
    startFollowMailJob(await getDb(), `${process.pid}-${randomUUID()}`, env.DIGEST_POLL_MS);
  }
  if (env.REPORT_INDEX_RATE > 0) {
    const db = await getDb();
    const job = startReportIndexSync({
      db,
      now: () => new Date(),
      ratePerMinute: env.REPORT_INDEX_RATE,
      list: (query) => listReports(getUpstreamClient(), query),
    });
    // A status change the service tells of (lib/webhooks) runs the index's next tick at once.
    if (job) setSingleton(REPORT_INDEX_JOB, job);
  }
  // The dead-man's switch: a monitor outside hears from one instance while every job is healthy.
  if (env.HEARTBEAT_URL)
    startHeartbeat({ db: await getDb(), url: env.HEARTBEAT_URL, everyMs: env.HEARTBEAT_EVERY_MS, holder: `${process.pid}-${randomUUID()}` });
  if (env.THREAT_SYNC_RATE > 0) {
    const job = startThreatSync({
      db: await getDb(),
      now: () => new Date(),
      callsPerMinute: env.THREAT_SYNC_RATE,
      pollMs: env.THREAT_SYNC_POLL_MS,
      threats: (query) => listThreats(getUpstreamClient(), query),
      watchlist: (query) => listWatchlist(getUpstreamClient(), query),
      // A followed asset's change is mailed once, with the page that brought it (lib/follow-mail).
      onPage: enqueueFollowMail,
    });
    // An asset's status change the service tells of (lib/webhooks) starts an incremental read at once.
    if (job) setSingleton(THREAT_SYNC_JOB, job);
  }
  // The service's webhooks: every instance acts on what it claims from the inbox.
  await startWebhookJobs(`${process.pid}-${randomUUID()}`, publishLive);
  if (env.demoMode) {
    configureEmbeddedWebhooks(env).then(
      () => getLogger().info({ check: "webhooks" }, "The embedded service delivers its webhooks to this console"),
      (error) =>
        getLogger().warn(
          { check: "webhooks", err: error instanceof Error ? error.message : String(error) },
          "The embedded service's webhooks could not be configured",
        ),
    );
  }
}

/** Why the provider's button may not work now (the last read failed), in words for the sign-in page. */
function ssoProblem(settings: OidcSettings): string | null {
  const status = providerStatus(settings);
  return status.state === "unreachable" ? `${settings.providerName} could not be reached when last asked; the button tries again.` : null;
}
