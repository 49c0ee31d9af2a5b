import { describe, expect, it } from "vitest";
import { type LiveEvent, liveEventSchema } from "@/lib/bus/events";
import { alertKeys } from "@/lib/queries/alerts";
import { markKeys } from "@/lib/queries/marks";
import { noticeKeys } from "@/lib/queries/notices";
import { reportKeys } from "@/lib/queries/reports";
import { snapshotKeys } from "@/lib/queries/snapshot";
import { takedownKeys } from "@/lib/queries/takedowns";
import { triageKeys } from "@/lib/queries/triage";
import { orgKey } from "@/lib/testing/organization-keys";
import { organizationsOf, prefixesFor, readLiveEvent } from "./live-invalidation";

/** Whether `key` lies under `prefix` (react-query's prefix match on arrays of plain parts). */
const under = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
const hits = (event: LiveEvent, tabOrg: string, key: readonly unknown[]) => prefixesFor(event, tabOrg).some((p) => under(key, p));

describe("organizationsOf", () => {
  it("keys the key's own organization as the tab does, and refreshes the tab's own unless both name different ones", () => {
    expect(organizationsOf({ organization: orgKey("") }, "default")).toEqual(["default"]);
    expect(organizationsOf({ organization: orgKey("acme") }, "acme")).toEqual(["acme"]);
    // A key reaching one organization stores it as "" while the shell may have chosen it by slug.
    expect(organizationsOf({ organization: orgKey("") }, "acme")).toEqual(["default", "acme"]);
    expect(organizationsOf({ organization: orgKey("acme") }, "default")).toEqual(["acme", "default"]);
    expect(organizationsOf({ organization: orgKey("globex") }, "acme")).toEqual(["globex"]);
  });
});

describe("prefixesFor: each event refreshes what it names, and nothing else", () => {
  const claims = triageKeys.claims("default");
  const queue = triageKeys.queue("default", { sla: [], assetType: [], brand: [] }, 50);
  const snapshot = snapshotKeys.detail("default", {} as never);
  const reportList = reportKeys.list("default", {} as never);
  const takedowns = takedownKeys.all("default");
  const firing = alertKeys.firing();

  it("a claim refreshes the claims only: the list and the figures stay as they are", () => {
    const claim: LiveEvent = { type: "triage.changed", organization: orgKey(""), cause: "claim" };
    expect(hits(claim, "default", claims)).toBe(true);
    expect([queue, snapshot, reportList, takedowns, firing].some((k) => hits(claim, "default", k))).toBe(false);
  });

  it("a walk or an escalation refreshes the list, its counts and Today's ten, not the claims", () => {
    for (const cause of ["walk", "escalation"] as const) {
      const walked: LiveEvent = { type: "triage.changed", organization: orgKey(""), cause };
      expect([queue, triageKeys.counts("default"), triageKeys.plan("default")].every((k) => hits(walked, "default", k))).toBe(true);
      expect([claims, snapshot].some((k) => hits(walked, "default", k))).toBe(false);
    }
  });

  it("a review refreshes the triage list, its counts, the held reviews and the shell's notice, not the service's figures", () => {
    const review: LiveEvent = { type: "triage.changed", organization: orgKey(""), cause: "review" };
    expect([claims, queue, triageKeys.counts("default"), triageKeys.reviews("default")].every((k) => hits(review, "default", k))).toBe(true);
    expect(hits(review, "acme", noticeKeys.all)).toBe(true);
    expect(hits({ type: "triage.changed", organization: orgKey(""), cause: "claim" }, "default", noticeKeys.all)).toBe(false);
    expect([snapshot, reportList].some((k) => hits(review, "default", k))).toBe(false);
  });

  it("a review's event, which a colleague's tag, note, assignee or snooze on proposals also sends, refreshes the proposals' marks", () => {
    const review: LiveEvent = { type: "triage.changed", organization: orgKey(""), cause: "review" };
    expect(hits(review, "default", markKeys.of("default", "proposal", ["1", "2"]))).toBe(true);
    expect(hits({ type: "triage.changed", organization: orgKey(""), cause: "claim" }, "default", markKeys.of("default", "proposal", ["1"]))).toBe(false);
  });

  it("reports, the snapshot, takedowns and alerts each refresh their own", () => {
    expect(hits({ type: "reports.changed", organization: orgKey("") }, "default", reportList)).toBe(true);
    expect(hits({ type: "reports.changed", organization: orgKey("") }, "default", queue)).toBe(true);
    expect(hits({ type: "snapshot.changed", organization: orgKey("") }, "default", snapshot)).toBe(true);
    expect(hits({ type: "takedowns.changed", organization: orgKey("") }, "default", takedowns)).toBe(true);
    expect(hits({ type: "alerts.changed" }, "default", firing)).toBe(true);
    expect(hits({ type: "alerts.changed" }, "default", snapshot)).toBe(false);
  });

  it("leaves another organization's queries alone", () => {
    expect(hits({ type: "triage.changed", organization: orgKey("globex"), cause: "claim" }, "acme", triageKeys.claims("acme"))).toBe(false);
  });
});

describe("readLiveEvent: the tab reads what the server's schema sends, without zod", () => {
  const valid: LiveEvent[] = [
    { type: "triage.changed", organization: orgKey(""), cause: "claim" },
    { type: "triage.changed", organization: orgKey("acme"), cause: "escalation" },
    { type: "reports.changed", organization: orgKey(""), assetIds: ["a1"] },
    { type: "reports.changed", organization: orgKey("acme") },
    { type: "snapshot.changed", organization: orgKey("") },
    { type: "takedowns.changed", organization: orgKey("globex") },
    { type: "alerts.changed" },
    { type: "webhook.received", eventType: "report.created" },
  ];

  it("takes every kind of event the server sends (each one its schema accepts)", () => {
    for (const event of valid) {
      expect(liveEventSchema.parse(event)).toEqual(event);
      expect(readLiveEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
    }
  });

  it("leaves out what is no event it knows, or lacks what prefixesFor reads", () => {
    for (const data of [
      null,
      "triage.changed",
      [{ type: "alerts.changed" }],
      {},
      { type: "reports.deleted", organization: orgKey("") },
      { type: "toString" },
      { type: "snapshot.changed" },
      { type: "reports.changed", organization: 7 },
      { type: "triage.changed", organization: orgKey("") },
      { type: "triage.changed", organization: orgKey(""), cause: "constructor" },
    ]) {
      expect(readLiveEvent(data)).toBeNull();
      expect(liveEventSchema.safeParse(data).success).toBe(false);
    }
  });
});
