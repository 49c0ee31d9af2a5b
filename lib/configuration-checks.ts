import "server-only";
import { consoleLinkProblem } from "@/lib/alerts/console-link";
import type { Env } from "@/lib/env";
import { alertsSecretProblem } from "@/lib/secret-box";
import { WEBHOOK_PATH } from "@/lib/webhooks/secrets";

/**
 * What the start log says about optional features this configuration leaves off or unusable. None
 * of them stops the console (lib/env.ts refuses what it cannot start with); each says what to set.
 */
export type ConfigurationNote = { level: "warn" | "info"; setting: string; sentence: string };

export function configurationNotes(env: Env, facts: { adminUsers: number }): ConfigurationNote[] {
  const notes: ConfigurationNote[] = [];
  const alerts = alertsSecretProblem(env);
  if (alerts) notes.push({ level: "warn", setting: "ALERTS_SECRET", sentence: alerts });
  if (!env.demoMode && facts.adminUsers === 0 && !env.RAMPART_ADMIN_PASSWORD) {
    notes.push({
      level: "warn",
      setting: "RAMPART_ADMIN_PASSWORD",
      sentence:
        "No console user is an admin, so nobody can add users or change settings: set RAMPART_ADMIN_PASSWORD (at least 8 characters) to create the user admin, or run npm run users -- add NAME --role admin.",
    });
  }
  if (!env.METRICS_TOKEN) {
    notes.push({
      level: "info",
      setting: "METRICS_TOKEN",
      sentence: "Metrics are off: /api/metrics answers 404 until METRICS_TOKEN (at least 16 characters) is set as the Prometheus scrape's bearer token.",
    });
  }
  if (!env.demoMode && !env.SERVICE_WEBHOOK_SECRET) {
    notes.push({
      level: "info",
      setting: "SERVICE_WEBHOOK_SECRET",
      sentence: `Service webhooks are off: ${WEBHOOK_PATH} refuses every delivery (401) until SERVICE_WEBHOOK_SECRET (at least 16 characters) is set to the secret of the webhook configured in the service; the console polls meanwhile.`,
    });
  }
  const link = consoleLinkProblem(env);
  // Demo mode runs on localhost, where a link would reach nobody else anyway.
  if (link && !env.demoMode) notes.push({ level: "info", setting: "PUBLIC_URL", sentence: link });
  return notes;
}
