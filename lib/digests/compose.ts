import "server-only";
import type { Kysely } from "kysely";
import type { RenderedMessage } from "@/lib/alerts/channels/send";
import { HIDDEN_VIEW_VALUE, rulesOverHiddenViews } from "@/lib/alerts/views";
import { healthcheckPathFromId } from "@/lib/contract/healthcheck";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { type OrganizationScope, scopeOfSlug, slugSelectorOf } from "@/lib/contract/organization-scope";
import type { Database } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { REVIEW_LIMIT, reviewBudget } from "@/lib/history/review-budget";
import { consoleFigures, historyScopeOf } from "@/lib/outcomes/console-figures";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import { daysIn, previousOf } from "@/lib/outcomes/outcome-window";
import { loadCards } from "@/lib/outcomes/outcomes";
import { assetFunnel } from "@/lib/threats/funnel";
import type { UpstreamClient } from "@/lib/upstream/client";
import { runHealthcheck } from "@/lib/upstream/healthchecks";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { reachableOrganizations } from "@/lib/upstream/organizations";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";
import { reportedWeek } from "./period";
import { type CheckGrades, type DigestData, type DigestOrganization, renderDigest } from "./render";
import type { Digest } from "./store";

/** A digest goes to a channel, not to one user: a rule's value over a private saved view is hidden (lib/alerts/views.ts). */
async function firingAlerts(db: Kysely<Database>): Promise<{ name: string; value: string | null }[]> {
  const rows = await db
    .selectFrom("alert_states")
    .innerJoin("alert_rules", "alert_rules.id", "alert_states.rule_id")
    .select(["alert_rules.id as id", "alert_rules.name as name", "alert_rules.condition as condition", "alert_states.last_value as value"])
    .where("alert_states.state", "=", "firing")
    .orderBy("alert_rules.name")
    .execute();
  const hidden = await rulesOverHiddenViews(
    db,
    rows.map((r) => ({ id: Number(r.id), condition: r.condition })),
    { userId: null },
  );
  return rows.map((r) => ({ name: r.name, value: hidden.has(Number(r.id)) && r.value !== null ? HIDDEN_VIEW_VALUE : r.value }));
}

/**
 * The catalog's checks graded now, with their default thresholds (as /health first shows them):
 * those at warn or fail, and how many could not be read. Ten calls a week per organization.
 */
async function checkGrades(client: UpstreamClient, scope: OrganizationScope): Promise<CheckGrades> {
  const results = await Promise.all(
    HEALTHCHECK_CATALOG.map((check) =>
      runHealthcheck(client, healthcheckPathFromId(check.id), slugSelectorOf(scope)).then(
        (result) => ({ title: result.title ?? check.title, severity: result.severity }),
        () => null,
      ),
    ),
  );
  const read = results.filter((r) => r !== null);
  return {
    failing: read.filter((r) => r.severity === "fail" || r.severity === "warn").map((r) => ({ title: r.title, severity: r.severity as "fail" | "warn" })),
    unread: results.length - read.length,
  };
}

async function organizationPart(
  db: Kysely<Database>,
  client: UpstreamClient,
  scope: OrganizationScope,
  scheduledAt: string,
  now: Date,
): Promise<DigestOrganization> {
  const week = reportedWeek(scheduledAt);
  const window = { ...week, days: daysIn(week), previous: previousOf(week) };
  const reachable = scope.kind === "org" ? [] : await reachableOrganizations();
  const [cards, own, budget, snapshot, alerts, checks, funnel] = await Promise.all([
    loadCards(client, scope, window, null, {}),
    organizationStoreKey(scope).then((key) => consoleFigures(db, key, historyScopeOf(scope, reachable), window, now)),
    reviewBudget(db, now),
    getQueueSnapshot(client, scope.kind === "org" ? { slug: scope.slug } : {}).catch(() => null),
    firingAlerts(db),
    checkGrades(client, scope),
    organizationStoreKey(scope)
      .then((key) => assetFunnel(db, key, week.startDate, week.endDate))
      .catch(() => null),
  ]);
  const view: OutcomesView = { window, brand: null, cards, console: own, generatedAt: now.toISOString() };
  return {
    label: scope.kind === "org" ? scope.slug : reachable.length === 1 ? reachable[0]!.name : "The key's own organization",
    slug: scope.kind === "org" ? scope.slug : null,
    view,
    now: {
      waiting: own.triageWait?.waiting ?? null,
      oldestWaitMinutes: own.triageWait?.oldestMinutes ?? null,
      reviewsLeft: budget.remaining,
      reviewLimit: REVIEW_LIMIT,
      stuckTakedowns: snapshot?.takedownQueue.staleInProgress ?? null,
      firingAlerts: alerts,
      checks,
    },
    funnel,
  };
}

/** What a digest says for the week before `scheduledAt`, per organization. */
export async function digestData(
  db: Kysely<Database>,
  client: UpstreamClient,
  digest: Digest,
  send: { scheduledAt: string; late: boolean },
  now: Date,
): Promise<DigestData> {
  const scopes = digest.organizations.length > 0 ? digest.organizations.map((slug) => scopeOfSlug(slug)) : [scopeOfSlug(null)];
  const organizations = await Promise.all(scopes.map((scope) => organizationPart(db, client, scope, send.scheduledAt, now)));
  return {
    name: digest.name,
    generatedAt: now.toISOString(),
    scheduledAt: send.scheduledAt,
    late: send.late,
    organizations,
    consoleUrl: getEnv().PUBLIC_URL ?? null,
  };
}

export async function composeDigest(
  db: Kysely<Database>,
  client: UpstreamClient,
  digest: Digest,
  send: { scheduledAt: string; late: boolean },
  now = new Date(),
): Promise<RenderedMessage> {
  return renderDigest(await digestData(db, client, digest, send, now));
}
