import { describe, expect, it } from "vitest";
import { outcomeCards } from "@/lib/outcomes/outcome-figures";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import { type DigestData, renderDigest } from "./render";

const view: OutcomesView = {
  window: { startDate: "2026-11-16", endDate: "2026-11-22", days: 7, previous: { startDate: "2026-11-09", endDate: "2026-11-15" } },
  brand: null,
  generatedAt: "2026-11-23T08:00:00.000Z",
  cards: {
    summary: {
      state: "ok",
      current: {
        metrics: {
          reports: 10,
          newThreats: 7,
          threatsWatchlisted: 1,
          takedownsFiled: 4,
          takedownsCompleted: 3,
          domainThreats: 5,
          twitterThreats: 2,
          telegramThreats: 0,
          otherThreats: 0,
        },
        blockedByType: [{ type: "URL", count: 7 }],
        blockedByDay: [],
      },
      previous: null,
    },
    takedownTrend: { state: "not-enabled", message: "off" },
    takedownByProvider: {
      state: "ok",
      current: { byProvider: [{ provider: "Cloudflare", medianTakedownMinutes: 90, count: 3 }] },
      previous: { byProvider: [] },
    },
    successRate: { state: "failed", status: 503, message: "Service unavailable" },
    falsePositives: { state: "ok", current: { byAssetType: [] }, previous: null },
    foundBySource: { state: "ok", current: { customer: 2, service: 5, total: 7, range: null }, previous: { customer: 1, service: 3, total: 4, range: null } },
    timeToDetection: { state: "not-enabled", message: "off" },
  },
  console: {
    triageWait: { walkedAt: "2026-11-23T07:59:00.000Z", waiting: 12, oldestMinutes: 4320, medianMinutes: 60 },
    reviews: { current: 3, previous: 5, budget: 70 },
    undone: { current: 1, previous: 0 },
    slaBreaches: { peak: { current: 2, previous: 4 }, latest: 1, points: 10, scope: "org:acme" },
    claimTakeOvers: { current: 2, previous: 0 },
    waitUntilReview: {
      current: { measured: 4, medianMinutes: 90, p90Minutes: 600, withoutArrival: 2 },
      previous: { measured: 0, medianMinutes: null, p90Minutes: null, withoutArrival: 0 },
    },
  },
};

const data = (late: boolean): DigestData => ({
  name: "Security leads",
  generatedAt: "2026-11-23T08:00:05.000Z",
  scheduledAt: "2026-11-23T08:00:00.000Z",
  late,
  consoleUrl: "https://rampart.example.com",
  organizations: [
    {
      label: "acme",
      slug: "acme",
      view,
      now: {
        waiting: 12,
        oldestWaitMinutes: 4320,
        reviewsLeft: 7,
        reviewLimit: 10,
        stuckTakedowns: 5,
        firingAlerts: [{ name: "Backlog", value: "totalPending 57 > 50" }],
        checks: {
          failing: [
            { title: "Reviewing backlog", severity: "warn" },
            { title: "Stale in-progress takedowns", severity: "fail" },
          ],
          unread: 1,
        },
      },
    },
  ],
});

describe("the weekly digest as sent", () => {
  it("says what needs someone now first, then every figure of the Outcomes page for the week, in every form", () => {
    const m = renderDigest(data(false));
    expect(m.subject).toBe("Weekly digest: Security leads, 2026-11-16 to 2026-11-22");
    const text = m.text;
    expect(text.indexOf("Needs someone now")).toBeLessThan(text.indexOf("Threats blocked, reports and takedowns"));
    expect(text).toContain("Proposals waiting in triage: 12, the oldest for 3 days <https://rampart.example.com/triage?slug=acme>");
    expect(text).toContain("Reviews left in the rolling 24 hours: 7 of 10");
    expect(text).toContain("Stuck takedowns (in progress, unchanged for 7 days): 5");
    expect(text).toContain("Firing alerts: Backlog (totalPending 57 > 50)");
    expect(text).toContain(
      "Failing checks: Stale in-progress takedowns (fail); Reviewing backlog (warn) (1 could not be read) <https://rampart.example.com/health?slug=acme>",
    );
    expect(text).toContain("Found first by your organization: 2 (week before: 1)");
    // A week without reviews says so in words, never a wait of 0 nor the service's silence.
    expect(text).toContain("Median wait from arrival until reviewed: 1 h 30 min (week before: none)");
    expect(text).toContain("9 in 10 proposals reviewed within: 10 h (week before: none)");
    expect(text).toContain("Not enabled for your organization. This card would show the median time from filing to completion");
    expect(text).toContain("Open Outcomes for this week: https://rampart.example.com/outcomes?from=2026-11-16&to=2026-11-22&slug=acme");
    // Every figure the page shows for that week is in the text, the HTML and the webhook's JSON.
    const webhook = JSON.stringify(m.webhook);
    for (const card of outcomeCards(view)) {
      for (const f of card.figures) {
        expect(text, f.label).toContain(f.label);
        expect(m.html, f.label).toContain(
          f.label.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;"),
        );
        expect(webhook, f.label).toContain(JSON.stringify(f.label));
      }
    }
    expect((m.slack as { text: string }).text).toContain("<https://rampart.example.com/alerts?slug=acme|Firing alerts: Backlog (totalPending 57 &gt; 50)>");
    expect(m.html).not.toMatch(/<script/i);
  });

  it("a late send says so, in the subject and first line", () => {
    const m = renderDigest(data(true));
    expect(m.subject.startsWith("[late] ")).toBe(true);
    expect(m.text).toContain("Sent late: it was due at 2026-11-23 08:00 UTC, when the console was not running.");
    expect((m.webhook as { late: boolean }).late).toBe(true);
  });

  it("escapes what a name could smuggle into the HTML", () => {
    const m = renderDigest({ ...data(false), name: '<img src=x onerror="alert(1)">' });
    expect(m.html).not.toContain("<img");
    expect(m.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("says what became of the assets reported in the week, each step opening its /assets list, as /outcomes does", () => {
    const funnel = {
      startDate: "2026-11-16",
      endDate: "2026-11-22",
      stages: [
        { stage: "reported" as const, count: 1204 },
        { stage: "escalated" as const, count: 310 },
        { stage: "blocked" as const, count: 295 },
        { stage: "submitted" as const, count: 40 },
        { stage: "completed" as const, count: 0 },
      ],
      medians: [
        { from: "reported" as const, to: "escalated" as const, medianMs: 7_200_000, assets: 310 },
        { from: "escalated" as const, to: "blocked" as const, medianMs: 1_800_000, assets: 280 },
        { from: "blocked" as const, to: "submitted" as const, medianMs: 172_800_000, assets: 40 },
        { from: "submitted" as const, to: "completed" as const, medianMs: null, assets: 0 },
      ],
    };
    const base = data(false);
    const m = renderDigest({ ...base, organizations: [{ ...base.organizations[0]!, funnel }] });
    expect(m.text).toContain("What became of the assets reported this week");
    expect(m.text).toContain(
      "- Reported: 1,204 <https://rampart.example.com/assets?from=2026-11-16T00%3A00%3A00.000Z&to=2026-11-23T00%3A00%3A00.000Z&slug=acme>",
    );
    expect(m.text).toContain("- Escalated: 310 (median 2 h after reported) <https://rampart.example.com/assets?from=");
    expect(m.text).toContain("reached=escalated&slug=acme>");
    expect(m.text).toContain("- Takedown completed: 0 (no asset reached it)");
    expect(m.html).toContain("Takedown submitted: 40 (median 2 days after blocked)");
    expect((m.webhook as { organizations: { funnel: unknown }[] }).organizations[0]!.funnel).toEqual(funnel);
    // A week with no asset reported says so; a store that could not be read leaves the block out.
    const none = renderDigest({
      ...base,
      organizations: [{ ...base.organizations[0]!, funnel: { ...funnel, stages: funnel.stages.map((s) => ({ ...s, count: 0 })) } }],
    });
    expect(none.text).toContain("- No asset was first reported this week");
    expect(renderDigest({ ...base, organizations: [{ ...base.organizations[0]!, funnel: null }] }).text).not.toContain("What became of the assets");
  });
});
