import { describe, expect, it } from "vitest";
import { type AlertMessage, adaptiveCardOf, escapeCardMarkdown, linesOf, ruleLink, textOf, webhookBodyOf } from "./message";

const FIRING: AlertMessage = {
  kind: "firing",
  at: "2026-11-25T12:00:00.000Z",
  alerts: [
    {
      ruleId: 7,
      ruleName: "Backlog",
      severity: "critical",
      scope: "own",
      note: "Add reviewers",
      kind: "firing",
      at: "2026-11-25T11:58:00.000Z",
      value: "totalPending 120",
    },
  ],
};
const CONTEXT = { consoleUrl: "https://rampart.example.com" };

describe("alert messages", () => {
  it("say times in words (UTC, named), never as ISO", () => {
    const text = textOf(FIRING, CONTEXT);
    expect(text).toContain("since 25 Nov 2026, 11:58 UTC");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(adaptiveCardOf(FIRING, CONTEXT))).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("link each alert to its rule's page in the console", () => {
    expect(linesOf(FIRING, CONTEXT)).toContain("  Open in the console: https://rampart.example.com/alerts?rule=7");
    const card = adaptiveCardOf(FIRING, CONTEXT) as { attachments: { content: { actions?: unknown[] } }[] };
    expect(card.attachments[0]!.content.actions).toEqual([
      { type: "Action.OpenUrl", title: "Open in the console", url: "https://rampart.example.com/alerts?rule=7" },
    ]);
    // The webhook's body is for programs: ISO times stay, and each alert carries its page.
    expect(webhookBodyOf(FIRING, CONTEXT)).toMatchObject({
      timestamp: FIRING.at,
      data: { alerts: [{ at: "2026-11-25T11:58:00.000Z", url: "https://rampart.example.com/alerts?rule=7" }] },
    });
  });

  it("keep a path the console is served under, and carry no link without PUBLIC_URL", () => {
    expect(ruleLink("https://ops.example.com/rampart", 3)).toBe("https://ops.example.com/rampart/alerts?rule=3");
    expect(ruleLink("https://ops.example.com/rampart/", 3)).toBe("https://ops.example.com/rampart/alerts?rule=3");
    expect(textOf(FIRING, { consoleUrl: null })).not.toContain("Open in the console");
    expect(JSON.stringify(webhookBodyOf(FIRING, { consoleUrl: null }))).not.toContain("url");
  });
});

describe("Teams cards", () => {
  it("show service and rule text as itself: no bold, italics, link or list made from it", () => {
    const hostile: AlertMessage = {
      ...FIRING,
      alerts: [
        {
          ...FIRING.alerts[0]!,
          ruleName: "**Urgent** [click](https://evil.example)",
          note: "- step one\n2. step _two_",
          value: "Check *brand* title: [login](https://evil.example/x) \\ done",
        },
      ],
    };
    const card = adaptiveCardOf(hostile, CONTEXT) as {
      attachments: { content: { body: { text?: string; facts?: { title: string; value: string }[] }[] } }[];
    };
    const [title, facts] = card.attachments[0]!.content.body;
    const fact = (name: string) => facts!.facts!.find((f) => f.title === name)!.value;
    expect(title!.text).toBe("\\[Rampart\\] FIRING \\*\\*Urgent\\*\\* \\[click\\](https://evil.example)");
    expect(fact("Rule")).toBe("\\*\\*Urgent\\*\\* \\[click\\](https://evil.example)");
    expect(fact("What to do")).toBe("\\- step one\n2\\. step \\_two\\_");
    expect(fact("Measured")).toBe("Check \\*brand\\* title: \\[login\\](https://evil.example/x) \\\\ done");
  });

  it("leave plain words alone", () => {
    expect(escapeCardMarkdown("Backlog: 120 pending (threshold 100), 3.5 h")).toBe("Backlog: 120 pending (threshold 100), 3.5 h");
  });
});

describe("messages about who owns an alert", () => {
  const alert = { ...FIRING.alerts[0]!, runbookUrl: "https://wiki.example.com/backlog" };
  const ack = { by: "alice", at: "2026-11-25T12:05:00.000Z", note: "restarting the proxy" };

  it("every message carries the runbook; the firing one says what to do", () => {
    expect(linesOf({ ...FIRING, alerts: [alert] })).toEqual(
      expect.arrayContaining(["  What to do: Add reviewers", "  Runbook: https://wiki.example.com/backlog"]),
    );
    const resolved: AlertMessage = { kind: "resolved", at: FIRING.at, alerts: [{ ...alert, kind: "resolved" }] };
    expect(linesOf(resolved)).toContain("  Runbook: https://wiki.example.com/backlog");
    expect(JSON.stringify(adaptiveCardOf(resolved))).toContain('"title":"Runbook"');
  });

  it("an acknowledgement says who, when and their note; the resolve that follows says who had it", () => {
    const acked: AlertMessage = { kind: "acknowledged", at: ack.at, alerts: [{ ...alert, kind: "acknowledged", acknowledgedBy: ack }] };
    expect(textOf(acked)).toMatch(/^\[Rampart\] ACKNOWLEDGED Backlog/);
    expect(linesOf(acked)).toContain("  Acknowledged by alice at 25 Nov 2026, 12:05 UTC: restarting the proxy");
    // Someone owns it: the message does not ask anyone to act.
    expect(linesOf(acked).join("\n")).not.toContain("What to do");
    const resolved: AlertMessage = { kind: "resolved", at: FIRING.at, alerts: [{ ...alert, kind: "resolved", acknowledgedBy: ack }] };
    expect(linesOf(resolved)).toContain("  Was acknowledged by alice at 25 Nov 2026, 12:05 UTC: restarting the proxy");
    expect(webhookBodyOf(acked)).toMatchObject({ type: "alert.acknowledged", data: { alerts: [{ acknowledgedBy: ack }] } });
  });

  it("a reminder says nobody has it, and what to do", () => {
    const reminder: AlertMessage = { kind: "reminder", at: FIRING.at, alerts: [{ ...alert, kind: "reminder", reminder: 2 }] };
    expect(textOf(reminder)).toMatch(/^\[Rampart\] STILL FIRING, NOT ACKNOWLEDGED Backlog/);
    expect(linesOf(reminder)).toEqual(expect.arrayContaining(["  Nobody has acknowledged it: reminder 2", "  What to do: Add reviewers"]));
  });
});
