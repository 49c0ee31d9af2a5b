import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "@/lib/bus/events";
import { CONSOLE_SQLITE_FILE, createDb, type Database, getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { TEST_NOW } from "@/lib/embedded-service/testing";
import { getEnv } from "@/lib/env";
import { orgKey } from "@/lib/testing/organization-keys";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";
import { readSnapshot } from "@/lib/triage/queue-store";
import { getTriageStore } from "@/lib/triage/triage-service";
import { recentDeliveries } from "./inbox";
import { processInbox } from "./job";
import { signBody } from "./signature";
import { consoleEffects } from "./start";

const SECRET = "webhook-secret-0123456789";

/**
 * A service whose free-text `searchQuery` matches report titles only (the interface does not say
 * what it matches): the embedded service's answer, less the reports whose title lacks the text.
 */
function titlesOnly(fetch: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = url.searchParams.get("searchQuery");
    if (request.method !== "GET" || !url.pathname.endsWith("/organization/reports") || !text) return fetch(request);
    const answer = await fetch(request);
    const body = (await answer.json()) as { reports: { title?: string | null }[] };
    body.reports = body.reports.filter((r) => (r.title ?? "").toLowerCase().includes(text.toLowerCase()));
    return Response.json(body, { status: answer.status });
  };
}

describe.each(testEngines())("an escalation delivered by webhook, on %s with two instances", (engine) => {
  const env = routeTestEnvOn(engine, { SERVICE_WEBHOOK_SECRET: SECRET });
  /** Instance B: its own connection to the one store. Instance A is this process's getDb(). */
  let instanceB: Kysely<Database> | undefined;
  beforeAll(async () => {
    const service = env().service;
    service.fetch = titlesOnly(service.fetch.bind(service));
    const { DATABASE_URL, dataDir } = getEnv();
    instanceB = await createDb(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { sqlitePath: path.join(dataDir, CONSOLE_SQLITE_FILE) });
  });
  afterAll(async () => {
    await instanceB?.destroy();
  });

  it("reaches the triage store at once through the documented lookups, before the next walk, on the other instance too", async () => {
    const { service, upstream } = env();
    // /triage is open on instance A: its queue is cached.
    const before = await (await getTriageStore()).get(orgKey(""));
    const queued = new Set(before.reports.flatMap((r) => r.proposals.map((p) => String(p.id))));
    const candidates = service.store.db
      .prepare(
        `SELECT p.id, a.id AS asset_id, a.type, a.content, a.status, o.id AS organization_id
           FROM proposals p JOIN reports r ON r.id = p.report_id JOIN assets a ON a.id = p.asset_id JOIN organizations o ON o.id = r.organization_id
          WHERE o.slug = 'acme' AND p.review_status = 'PENDING' AND p.awaiting_organization_id IS NULL ORDER BY r.created_at DESC`,
      )
      .all() as { id: number; asset_id: number; type: string; content: string; status: string; organization_id: number }[];
    const target = candidates.find((c) => !queued.has(String(c.id)));
    expect(target, "a pending proposal awaiting nobody, outside the cached queue").toBeDefined();
    expect((await service.call("POST", `/organization/proposals/${target!.id}/escalate`, { body: {} })).status).toBe(200);

    // Delivered to instance A as the service sends it (lib/embedded-service/webhooks.ts).
    const body = JSON.stringify({
      type: "asset.status-escalated",
      created_at: TEST_NOW.toISOString(),
      data: {
        asset_id: target!.asset_id,
        type: target!.type.toLowerCase(),
        content: target!.content,
        status: target!.status,
        proposal_id: target!.id,
        organization_id: target!.organization_id,
      },
    });
    const [[, handler]] = (await handlersOf("webhooks/service")) as [[string, Parameters<typeof callRoute>[0]]];
    const delivered = await callRoute(handler, "POST", "webhooks/service", {
      rawBody: body,
      headers: { Origin: "https://service.example", "X-ChainPatrol-Signature": signBody(SECRET, body) },
    });
    expect(delivered.status).toBe(200);

    // Instance A acts on it. The next walk is held back: what the store holds before it is the lookup's.
    const order: string[] = [];
    let onB: boolean | null = null;
    const publish = async (event: LiveEvent) => {
      order.push(event.type);
      if (event.type === "triage.changed" && onB === null) {
        const seen = await readSnapshot(instanceB!, orgKey(""));
        onB = seen?.reports.some((r) => r.proposals.some((p) => String(p.id) === String(target!.id))) ?? false;
      }
    };
    const lookupStarts = upstream.requests.length;
    const effects = { ...consoleEffects(await getDb(), publish), refreshTriage: async () => void order.push("walk") };
    expect(await processInbox(effects, "instance-a")).toBe(1);

    expect(onB, "instance B's store held the proposal when /triage screens were told").toBe(true);
    expect(order.indexOf("triage.changed")).toBeLessThan(order.indexOf("walk"));
    const snapshotB = await readSnapshot(instanceB!, orgKey(""));
    expect(snapshotB!.awaiting).toContain(String(target!.id));
    const [delivery] = await recentDeliveries(instanceB!);
    expect(delivery!.effect).toMatch(/its report found by the asset's content and added to the cached queue/);
    // Only the documented lookups: the search by asset content and the list of changed reports.
    const asked = () => upstream.requests.slice(lookupStarts).map((r) => `${r.method} ${new URL(r.url, "http://x").pathname}`);
    // The search runs beside the list's first page (which held the report here): it may land after.
    await expect.poll(asked).toContain("POST /api/v2/reports/search");
    expect(upstream.requests.slice(lookupStarts).some((r) => r.url.includes("searchQuery"))).toBe(false);
  });
});
