import { describe, expect, it } from "vitest";
import type { AlertMessage, MessageAlert, NotifyKind } from "./message";
import { webhookBodyOf } from "./message";
import { pagerDutyEventsOf } from "./pagerduty";

const KEY = "R0UT1NGKEY0123456789abcdefABCDEF";
const CONTEXT = { consoleUrl: "https://rampart.example.com" };
const ALERT: MessageAlert = {
  ruleId: 7,
  ruleName: "Backlog",
  severity: "critical",
  scope: "org:acme",
  note: "Add reviewers",
  runbookUrl: "https://wiki.example.com/backlog",
  kind: "firing",
  at: "2026-11-25T11:58:00.000Z",
  value: "Pending proposals 120 > 50",
};
const message = (kind: NotifyKind, over: Partial<MessageAlert> = {}): AlertMessage => ({
  kind,
  at: "2026-11-25T12:00:00.000Z",
  alerts: [{ ...ALERT, kind, ...over }],
});

describe("PagerDuty Events API v2 payloads", () => {
  it("trigger, acknowledge and resolve of one alert share one dedup_key per rule and scope", () => {
    const trigger = pagerDutyEventsOf(message("firing"), KEY, CONTEXT);
    const ack = pagerDutyEventsOf(message("acknowledged", { acknowledgedBy: { by: "alice", at: ALERT.at, note: "" } }), KEY, CONTEXT);
    const resolve = pagerDutyEventsOf(message("resolved"), KEY, CONTEXT);
    expect([...trigger, ...ack, ...resolve].map((e) => [e.event_action, e.dedup_key, e.routing_key])).toEqual([
      ["trigger", "rampart-rule-7-org:acme", KEY],
      ["acknowledge", "rampart-rule-7-org:acme", KEY],
      ["resolve", "rampart-rule-7-org:acme", KEY],
    ]);
    // Another scope of the same rule is another incident.
    expect(pagerDutyEventsOf(message("firing", { scope: "own" }), KEY, CONTEXT)[0]!.dedup_key).toBe("rampart-rule-7-own");
  });

  it("a trigger carries summary, source, mapped severity, time, what to do, the runbook and the console's page", () => {
    const [event] = pagerDutyEventsOf(message("firing"), KEY, CONTEXT);
    expect(event).toEqual({
      routing_key: KEY,
      event_action: "trigger",
      dedup_key: "rampart-rule-7-org:acme",
      payload: {
        summary: "Backlog: Pending proposals 120 > 50",
        source: "rampart.example.com",
        severity: "critical",
        timestamp: ALERT.at,
        custom_details: {
          scope: "org:acme",
          measured: "Pending proposals 120 > 50",
          "what to do": "Add reviewers",
          runbook: "https://wiki.example.com/backlog",
        },
      },
      links: [
        { href: "https://rampart.example.com/alerts?rule=7", text: "Open in Rampart" },
        { href: "https://wiki.example.com/backlog", text: "Runbook" },
      ],
    });
    for (const [severity, mapped] of [
      ["warning", "warning"],
      ["info", "info"],
    ])
      expect(pagerDutyEventsOf(message("firing", { severity }), KEY, CONTEXT)[0]!.payload!.severity).toBe(mapped);
    expect(pagerDutyEventsOf(message("firing", { value: "x".repeat(2000) }), KEY, CONTEXT)[0]!.payload!.summary).toHaveLength(1024);
  });

  it("reminders and a dropped acknowledgement send nothing: PagerDuty escalates by its own policy", () => {
    expect(pagerDutyEventsOf(message("reminder", { reminder: 1 }), KEY, CONTEXT)).toEqual([]);
    expect(pagerDutyEventsOf(message("unacknowledged"), KEY, CONTEXT)).toEqual([]);
  });

  it("a test opens and resolves its own incident, under a key of its own", () => {
    const events = pagerDutyEventsOf({ kind: "test", at: ALERT.at, alerts: [] }, KEY, CONTEXT, "rampart-test-msg_1");
    expect(events.map((e) => [e.event_action, e.dedup_key])).toEqual([
      ["trigger", "rampart-test-msg_1"],
      ["resolve", "rampart-test-msg_1"],
    ]);
  });

  it("the signed generic webhook carries the same lifecycle and key for incident.io and Better Stack", () => {
    const actions = (["firing", "acknowledged", "resolved", "reminder", "unacknowledged"] as const).map(
      (kind) => (webhookBodyOf(message(kind)) as { data: { alerts: { incident: unknown }[] } }).data.alerts[0]!.incident,
    );
    expect(actions).toEqual([
      { key: "rampart-rule-7-org:acme", action: "trigger" },
      { key: "rampart-rule-7-org:acme", action: "acknowledge" },
      { key: "rampart-rule-7-org:acme", action: "resolve" },
      { key: "rampart-rule-7-org:acme", action: "remind" },
      { key: "rampart-rule-7-org:acme", action: "unacknowledge" },
    ]);
  });
});
