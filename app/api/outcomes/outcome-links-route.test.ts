import { createLoader } from "nuqs/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadActivitySearchParams } from "@/app/(console)/activity/search-params";
import { takedownSearchParams } from "@/app/(console)/takedowns/search-params";
import { viewQuery } from "@/components/takedowns/takedown-view";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { type Figure, outcomeCards } from "@/lib/outcomes/outcome-figures";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import { toActivityFilters } from "@/lib/queries/activity";
import { takedownListBody } from "@/lib/queries/takedowns";
import { apiRequest, callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";
import { GET as activity } from "../activity/route";
import { GET as outcomes } from "./route";

// Issue 41, item 8: every figure of /outcomes opens a list of exactly that many, over the same
// period, brand and status. Each figure is computed by the route, then its link is read as the
// page it opens reads its address, that list is asked of the same service, and the counts compared.
// Where the figure counts something its list cannot show, the card's note names the list's count.

const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => ADMIN }));

const loadTakedownParams = createLoader(takedownSearchParams);

/** The list's own count behind one link: /reports by its totalCount, /takedowns and /activity by walking every page. */
async function listCount(href: string): Promise<number> {
  const url = new URL(href, "http://console.test");
  if (url.pathname === "/reports") {
    const [, handler] = (await handlersOf("organization/reports")).find(([m]) => m === "GET")!;
    const query = new URLSearchParams(url.searchParams);
    query.set("limit", "1");
    const response = await callRoute(handler, "GET", "organization/reports", { query: `?${query.toString()}` });
    expect(response.status, href).toBe(200);
    return ((await response.json()) as { totalCount: number }).totalCount;
  }
  if (url.pathname === "/takedowns") {
    const [, handler] = (await handlersOf("takedowns/list")).find(([m]) => m === "POST")!;
    const body = takedownListBody(viewQuery({ ...loadTakedownParams(url.searchParams), liveness: null }, Date.now()));
    let count = 0;
    let next: string | null = null;
    do {
      const response = await callRoute(handler, "POST", "takedowns/list", { body: { ...body, per_page: 100, ...(next ? { next_page: next } : {}) } });
      expect(response.status, href).toBe(200);
      const page = (await response.json()) as { takedowns: unknown[]; nextPage: string | null };
      count += page.takedowns.length;
      next = page.nextPage;
    } while (next);
    return count;
  }
  if (url.pathname === "/activity") {
    const filters = toActivityFilters(loadActivitySearchParams(url.searchParams));
    let count = 0;
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams(Object.entries({ ...filters, cursor, limit: "200" }).filter((e): e is [string, string] => e[1] !== null));
      const response = await activity(apiRequest("GET", `/api/activity?${query.toString()}`));
      expect(response.status, href).toBe(200);
      const page = (await response.json()) as { items: unknown[]; nextCursor: string | null };
      count += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    return count;
  }
  throw new Error(`no list behind ${href}`);
}

/** "Opens 1,039 reports …" → 1039; "Opens the 5 takedowns …" → 5. */
const noteCount = (note: string) => Number(/^Opens (?:the )?([\d,]+) /.exec(note)?.[1]?.replaceAll(",", "") ?? Number.NaN);

async function view(query: string): Promise<OutcomesView> {
  const response = await outcomes(apiRequest("GET", `/api/outcomes?${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as OutcomesView;
}

describe("every figure of /outcomes opens a list of that many (issue 41, item 8)", () => {
  const env = routeTestEnvOn("sqlite", {}, { reportsForAcme: 400 });

  beforeAll(async () => {
    env();
    // Reviews sent through the console: two that went through, one the service refused (a "failure"
    // event, which is no review sent), and one before the period.
    const db = await getDb();
    const now = Date.now();
    for (const [outcome, daysAgo] of [
      ["success", 1],
      ["success", 2],
      ["failure", 2],
      ["success", 40],
    ] as const) {
      await recordAuditEvent(db, {
        action: "proposal.review",
        username: "admin",
        requestId: `r-${outcome}-${daysAgo}`,
        occurredAt: new Date(now - daysAgo * 86_400_000),
        outcome,
      });
    }
  });

  async function checkEveryLink(v: OutcomesView): Promise<string[]> {
    const checked: string[] = [];
    for (const card of outcomeCards(v)) {
      for (const figure of card.figures.filter((f): f is Figure & { href: string } => f.href !== undefined)) {
        const count = await listCount(figure.href);
        const what = `${card.title} / ${figure.label} → ${figure.href}`;
        if (figure.listNote) {
          // The figure counts something else (threats, a rate): the card says how many its list holds.
          expect(noteCount(figure.listNote), `${what}: ${figure.listNote}`).toBe(count);
        } else if (figure.unit === "count") {
          expect(count, what).toBe(figure.current);
        }
        checked.push(figure.key);
      }
    }
    return checked;
  }

  it("over a 30-day window: each count is its list's, and the rest say what their list holds", async () => {
    const v = await view("window=30");
    const checked = await checkEveryLink(v);
    // Counted against their lists, not skipped: the summary's own figures, the types, the console's reviews.
    expect(checked).toEqual(expect.arrayContaining(["newThreats", "reports", "takedownsFiled", "reviews:sent", "found:customer"]));
    expect(checked.some((k) => k.startsWith("blockedByType:"))).toBe(true);
    expect(checked.some((k) => k.startsWith("success:"))).toBe(true);
    const sent = outcomeCards(v)
      .find((c) => c.id === "console")!
      .figures.find((f) => f.key === "reviews:sent")!;
    expect(sent.current).toBe(2);
  });

  it("narrowed to a brand: the lists are narrowed alike, and the figures the brand does not narrow say so", async () => {
    const [, handler] = (await handlersOf("organization/brands")).find(([m]) => m === "GET")!;
    const { brands } = (await (await callRoute(handler, "GET", "organization/brands")).json()) as { brands: { id: number | string }[] };
    const v = await view(`window=90&brand=${brands[0]!.id}`);
    await checkEveryLink(v);
    const cards = outcomeCards(v);
    expect(cards[0]!.notes).toContain("Every brand: takedowns filed and completed have no brand filter (nor has the takedown list).");
    expect(cards.find((c) => c.id === "console")!.notes).toContain("Every brand: the console's own figures have no brand filter.");
    for (const key of ["reports", "newThreats"])
      expect(new URL(cards[0]!.figures.find((f) => f.key === key)!.href!, "http://x").searchParams.get("brandIds")).toBe(String(brands[0]!.id));
  });
});
