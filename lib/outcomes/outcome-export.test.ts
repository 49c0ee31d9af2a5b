import { describe, expect, it } from "vitest";
import { outcomesToCsv, outcomesToMarkdown } from "./outcome-export";
import { directionOf, outcomeCards } from "./outcome-figures";
import type { OutcomesView } from "./outcome-view";

const view: OutcomesView = {
  window: { startDate: "2026-11-20", endDate: "2026-11-26", days: 7, previous: { startDate: "2026-11-13", endDate: "2026-11-19" } },
  brand: null,
  generatedAt: "2026-11-26T11:00:00.000Z",
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
        blockedByType: [
          { type: "URL", count: 5 },
          { type: "TWITTER_ACCOUNT", count: 2 },
        ],
        blockedByDay: [{ date: "2026-11-25", count: 7 }],
      },
      previous: {
        metrics: {
          reports: 8,
          newThreats: 9,
          threatsWatchlisted: 0,
          takedownsFiled: 2,
          takedownsCompleted: 1,
          domainThreats: 9,
          twitterThreats: 0,
          telegramThreats: 0,
          otherThreats: 0,
        },
        blockedByType: [{ type: "URL", count: 9 }],
        blockedByDay: [],
      },
    },
    takedownTrend: { state: "not-enabled", message: "off" },
    takedownByProvider: { state: "missing", status: 404, message: "No operation at POST /metrics/takedown-time/by-provider" },
    successRate: { state: "failed", status: 503, message: "Service unavailable" },
    falsePositives: {
      state: "ok",
      current: { byAssetType: [{ assetType: "DOMAIN", blocked: 412, falsePositives: 6, falsePositiveRate: 0.014563106796116505 }] },
      previous: null,
    },
    foundBySource: {
      state: "ok",
      current: { customer: 42, service: 137, total: 179, range: null },
      previous: { customer: 40, service: 100, total: 140, range: null },
    },
    timeToDetection: { state: "ok", current: { medianMinutes: 90, count: 7, byAssetType: [] }, previous: { medianMinutes: 120, count: 5, byAssetType: [] } },
  },
  console: {
    triageWait: null,
    reviews: { current: 3, previous: 5, budget: 70 },
    undone: { current: 1, previous: 0 },
    slaBreaches: { peak: { current: 2, previous: 4 }, latest: 1, points: 10, scope: "org:acme" },
    claimTakeOvers: { current: 2, previous: 0 },
    waitUntilReview: {
      current: { measured: 0, medianMinutes: null, p90Minutes: null, withoutArrival: 12 },
      previous: { measured: 5, medianMinutes: 2880, p90Minutes: 5000, withoutArrival: 1 },
    },
  },
};

describe("the Outcomes figures, on screen and exported", () => {
  const cards = outcomeCards(view);

  it("blocked by asset type opens /reports filtered to the approved threats of that type in the window; an unknown type opens nothing", () => {
    const url = cards[0]!.figures.find((f) => f.key === "blockedByType:URL")!;
    expect(url).toMatchObject({ current: 5, previous: 9 });
    const params = new URL(url.href!, "http://x").searchParams;
    expect(params.get("assetTypes")).toBe("URL");
    expect(params.get("reviewStatuses")).toBe("APPROVE");
    expect(params.get("updatedAtStartDate")).toBe("2026-11-20T00:00:00.000Z");
    const twitter = cards[0]!.figures.find((f) => f.key === "blockedByType:TWITTER_ACCOUNT")!;
    expect(twitter).toMatchObject({ current: 2, previous: 0 });
    expect(twitter.href).toBeUndefined();
    // Completed takedowns are counted by completion time, which no list filters by: no link, and the card says so.
    expect(cards[0]!.figures.find((f) => f.key === "takedownsCompleted")!.href).toBeUndefined();
    expect(cards[0]!.notes).toContain(
      "Takedowns completed are counted by when they completed; the takedown list cannot filter by that, so this figure opens no list.",
    );
    expect(cards[0]!.figures.find((f) => f.key === "takedownsFiled")!.href).toBe(
      "/takedowns?createdFrom=2026-11-20T00%3A00%3A00.000Z&createdTo=2026-11-26T23%3A59%3A59.999Z",
    );
  });

  it("says improved / worsened by which way is better", () => {
    const detection = cards.find((c) => c.id === "timeToDetection")!.figures[0]!;
    expect(directionOf(detection)).toBe("improved");
    const sla = cards.find((c) => c.id === "console")!.figures.find((f) => f.key === "sla:peak")!;
    expect(directionOf(sla)).toBe("improved");
    expect(directionOf({ key: "k", label: "l", current: 3, previous: 1, unit: "minutes", better: "lower" })).toBe("worsened");
  });

  it("the CSV and the Markdown carry every figure of the page, and each card's state in words", () => {
    const csv = outcomesToCsv(view);
    const md = outcomesToMarkdown(view);
    for (const card of cards) {
      expect(md).toContain(`## ${card.title}`);
      for (const figure of card.figures) expect(csv).toContain(figure.label.replaceAll('"', '""'));
    }
    expect(md).toContain("Not enabled for your organization. This card would show the median time from filing to completion");
    expect(md).toContain("Not available: No operation at POST /metrics/takedown-time/by-provider.");
    expect(md).toContain("Could not load: Service unavailable.");
    expect(md).toContain("| Found first by your organization | 42 | 40 |");
    expect(md).toContain("| Domain: 6 false of 412 blocked | 1.5 % | — |  |");
    expect(csv).toContain("Found first by your organization,42,40,count,");
  });

  it("the wait until reviewed says 'none' for a period without any, and how many reviews it leaves out", () => {
    const own = cards.find((c) => c.id === "console")!;
    expect(own.figures.filter((f) => f.key.startsWith("review-wait:")).map((f) => [f.key, f.current, f.previous])).toEqual([
      ["review-wait:measured", 0, 5],
      ["review-wait:median", null, 2880],
      ["review-wait:p90", null, 5000],
    ]);
    expect(own.notes).toContain(
      "Wait until reviewed: 12 reviews in this period and 1 in the previous one are not counted (held before the console kept arrival times, or the service sent no time for the proposal).",
    );
    expect(own.notes.join(" ")).not.toMatch(/Not recorded/);
    const md = outcomesToMarkdown(view);
    expect(md).toContain("| Median wait from arrival until reviewed | none | 2 days |  |");
    expect(md).toContain("| Proposals reviewed, wait known | 0 | 5 | −5 (−100 %) |");
    // The CSV keeps numbers: an empty cell where there is none.
    expect(outcomesToCsv(view)).toContain("Median wait from arrival until reviewed,,2880,minutes,");
  });

  it("says in words when no review was sent in the period, so no wait is shown", () => {
    const none = { measured: 0, medianMinutes: null, p90Minutes: null, withoutArrival: 0 };
    const quiet = { ...view, console: { ...view.console, waitUntilReview: { current: none, previous: none } } };
    const own = outcomeCards(quiet).find((c) => c.id === "console")!;
    expect(own.notes).toContain("Wait until reviewed: no review was sent through this console in this period.");
    expect(outcomesToMarkdown(quiet)).toContain("| 9 in 10 proposals reviewed within | none | none |  |");
  });

  it("says a single review left out in the singular", () => {
    const one = {
      ...view,
      console: {
        ...view.console,
        waitUntilReview: {
          current: { measured: 2, medianMinutes: 5, p90Minutes: 9, withoutArrival: 1 },
          previous: { measured: 0, medianMinutes: null, p90Minutes: null, withoutArrival: 0 },
        },
      },
    };
    expect(outcomeCards(one).find((c) => c.id === "console")!.notes[0]).toBe(
      "Wait until reviewed: 1 review in this period is not counted (held before the console kept arrival times, or the service sent no time for the proposal).",
    );
  });
});

describe("the Outcomes page reads as a report (issue 41, item 9)", () => {
  const ok = <T>(current: T, previous: T | null) => ({ state: "ok" as const, current, previous });
  const summary = view.cards.summary as Extract<OutcomesView["cards"]["summary"], { state: "ok" }>;
  const TYPES = ["URL", "PAGE", "TWITTER", "TELEGRAM", "EMAIL", "DISCORD", "FACEBOOK", "YOUTUBE", "REDDIT", "TIKTOK", "INSTAGRAM", "GITHUB", "NPM"];
  const wide: OutcomesView = {
    ...view,
    cards: {
      ...view.cards,
      summary: ok(
        { ...summary.current, blockedByType: TYPES.map((type, i) => ({ type, count: 100 - i })) },
        { ...summary.previous!, blockedByType: [{ type: "NPM", count: 4 }] },
      ),
      falsePositives: ok(
        {
          byAssetType: [
            { assetType: "DOMAIN", blocked: 412, falsePositives: 6, falsePositiveRate: 0.0146 },
            { assetType: "UNKNOWN", blocked: 3, falsePositives: 0, falsePositiveRate: 0 },
          ],
        },
        null,
      ),
      takedownTrend: ok(
        {
          periods: ["2026-10", "2026-11"],
          series: [
            {
              assetType: "TWITTER_ACCOUNT",
              points: [
                { period: "2026-10", medianTakedownMinutes: 600, count: 2 },
                { period: "2026-11", medianTakedownMinutes: 300, count: 3 },
              ],
              change: null,
            },
          ],
        },
        null,
      ),
    },
  };
  const wideCards = outcomeCards(wide);
  const labels = wideCards.flatMap((card) => card.figures.map((f) => f.label));

  it("names every asset type in words, never by its code (DOMAIN, UNKNOWN, TWITTER_ACCOUNT)", () => {
    for (const code of ["DOMAIN", "UNKNOWN", "TWITTER_ACCOUNT", "URL", "TWITTER"]) {
      for (const label of labels) expect(label, code).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
    expect(labels).toContain("Domain: 6 false of 412 blocked");
    expect(labels).toContain("Unknown type: 0 false of 3 blocked");
    expect(labels).toContain("Blocked: Web address");
    // Months in words, as the console writes dates.
    expect(labels).toContain("Twitter account, Nov 2026");
  });

  it("shows the ten largest asset types, then one row for the others with their sum and a list of exactly them", () => {
    const blocked = wideCards[0]!.figures.filter((f) => f.key.startsWith("blockedByType:"));
    expect(blocked).toHaveLength(11);
    expect(blocked.slice(0, 10).map((f) => f.key)).toEqual(TYPES.slice(0, 10).map((t) => `blockedByType:${t}`));
    const others = blocked[10]!;
    expect(others).toMatchObject({ label: "Blocked: others (3 asset types)", current: 90 + 89 + 88, previous: 4 });
    expect(new URL(others.href!, "http://x").searchParams.get("assetTypes")).toBe("INSTAGRAM,GITHUB,NPM");
  });

  it("says how a count changed against the previous period, in numbers", () => {
    const md = outcomesToMarkdown(view);
    expect(md).toContain("| Reports | 10 | 8 | +2 (+25 %) |");
    expect(md).toContain("| Threats blocked | 7 | 9 | −2 (−22.2 %) |");
    expect(md).toContain("| Takedowns filed | 4 | 2 | +2 (+100 %) |");
    // The CSV keeps numbers: the change is the difference.
    expect(outcomesToCsv(view)).toContain("Reports,10,8,count,,2\r\n");
    expect(outcomesToCsv(view)).toContain("Threats blocked,7,9,count,,-2\r\n");
  });

  it("writes the period in the console's date format", () => {
    expect(outcomesToMarkdown(view)).toMatch(
      /^# Outcomes, 20 Nov 2026 to 26 Nov 2026 \(7 days, UTC\)\n\nEach figure beside the previous period of the same length \(13 Nov 2026 to 19 Nov 2026\)\./,
    );
  });
});
