import { escapeCardMarkdown } from "@/lib/alerts/channels/message";
import type { RenderedMessage } from "@/lib/alerts/channels/send";
import { formatDuration } from "@/lib/format/duration";
import { formatCount } from "@/lib/format/number";
import { cardStateText, figureText } from "@/lib/outcomes/outcome-export";
import { directionOf, outcomeCards } from "@/lib/outcomes/outcome-figures";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import type { FunnelView } from "@/lib/threats/funnel.types";
import { FUNNEL_STAGE_WORDS, funnelListHref, funnelMedianWords } from "@/lib/threats/funnel-words";

/**
 * The weekly digest in every form a channel takes (pure): what needs someone now, then the week's
 * outcome figures against the week before, with links into the console. The figures are the
 * Outcomes page's own list (lib/outcomes/outcome-figures.ts), so they match /outcomes for that week.
 */
export type NeedsNow = {
  waiting: number | null;
  oldestWaitMinutes: number | null;
  reviewsLeft: number;
  reviewLimit: number;
  /** Takedowns in progress past the stale window; null when the service's snapshot could not be read. */
  stuckTakedowns: number | null;
  firingAlerts: { name: string; value: string | null }[];
  checks: CheckGrades;
};

/** The healthchecks at warn or fail when the digest was made, and how many could not be read. */
export type CheckGrades = { failing: { title: string; severity: "fail" | "warn" }[]; unread: number };

function checksText(checks: CheckGrades): string {
  const unread = checks.unread > 0 ? ` (${checks.unread} could not be read)` : "";
  if (checks.failing.length === 0) return `Failing checks: none${unread}`;
  const graded = [...checks.failing].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "fail" ? -1 : 1));
  return `Failing checks: ${graded.map((c) => `${c.title} (${c.severity})`).join("; ")}${unread}`;
}

export type DigestOrganization = {
  label: string;
  slug: string | null;
  view: OutcomesView;
  now: NeedsNow;
  /** What became of the assets first reported in the week (lib/threats/funnel.ts); null or absent when the store could not be read. */
  funnel?: FunnelView | null;
};

export type DigestData = {
  name: string;
  generatedAt: string;
  scheduledAt: string;
  /** Sent after its hour: the console was not running then. */
  late: boolean;
  organizations: DigestOrganization[];
  consoleUrl: string | null;
};

type Line = { text: string; href?: string };
type Block = { heading: string; lines: Line[] };

const MINUTE_MS = 60_000;

function link(data: DigestData, org: DigestOrganization, path: string): string | undefined {
  if (!data.consoleUrl) return undefined;
  const url = new URL(path, data.consoleUrl);
  if (org.slug) url.searchParams.set("slug", org.slug);
  return url.toString();
}

function blocksOf(data: DigestData, org: DigestOrganization): Block[] {
  const n = org.now;
  const now: Line[] = [
    {
      text:
        n.waiting === null
          ? "Proposals waiting in triage: not known (the triage queue was not walked yet)"
          : `Proposals waiting in triage: ${formatCount(n.waiting)}${n.oldestWaitMinutes !== null ? `, the oldest for ${formatDuration(n.oldestWaitMinutes * MINUTE_MS)}` : ""}`,
      href: link(data, org, "/triage"),
    },
    { text: `Reviews left in the rolling 24 hours: ${n.reviewsLeft} of ${n.reviewLimit}`, href: link(data, org, "/triage") },
    {
      text:
        n.stuckTakedowns === null
          ? "Stuck takedowns: not known (the service's queue snapshot could not be read)"
          : `Stuck takedowns (in progress, unchanged for 7 days): ${formatCount(n.stuckTakedowns)}`,
      href: link(data, org, "/takedowns?stale=true"),
    },
    {
      text:
        n.firingAlerts.length === 0
          ? "Firing alerts: none"
          : `Firing alerts: ${n.firingAlerts.map((a) => `${a.name}${a.value ? ` (${a.value})` : ""}`).join("; ")}`,
      href: link(data, org, "/alerts"),
    },
    { text: checksText(n.checks), href: link(data, org, "/health") },
  ];
  const blocks: Block[] = [{ heading: "Needs someone now", lines: now }];
  for (const card of outcomeCards(org.view)) {
    const state = cardStateText(card);
    const lines: Line[] = state && card.figures.length === 0 ? [{ text: state }] : [];
    for (const f of card.figures) {
      const direction = directionOf(f);
      lines.push({
        text: `${f.label}: ${figureText(f, "current")}${f.previous !== null || f.none ? ` (week before: ${figureText(f, "previous")}${direction ? `, ${direction}` : ""})` : ""}`,
        ...(f.href && data.consoleUrl ? { href: new URL(f.href, data.consoleUrl).toString() } : {}),
      });
    }
    blocks.push({ heading: card.title, lines });
  }
  if (org.funnel) blocks.push(funnelBlock(data, org, org.funnel));
  return blocks;
}

/** The /outcomes funnel for the week: each step's count opening its /assets list, with the median time from the step before. */
function funnelBlock(data: DigestData, org: DigestOrganization, funnel: FunnelView): Block {
  const heading = "What became of the assets reported this week";
  if ((funnel.stages[0]?.count ?? 0) === 0) return { heading, lines: [{ text: "No asset was first reported this week" }] };
  return {
    heading,
    lines: funnel.stages.map((s, i) => {
      const median = i === 0 ? undefined : funnel.medians[i - 1];
      return {
        text: `${FUNNEL_STAGE_WORDS[s.stage]}: ${formatCount(s.count)}${median ? ` (${funnelMedianWords(median)})` : ""}`,
        href: link(data, org, funnelListHref(s.stage, funnel.startDate, funnel.endDate)),
      };
    }),
  };
}

const weekText = (view: OutcomesView) => `${view.window.startDate} to ${view.window.endDate}`;

export function subjectOf(data: DigestData): string {
  const week = data.organizations[0] ? weekText(data.organizations[0].view) : "";
  return `${data.late ? "[late] " : ""}Weekly digest: ${data.name}, ${week}`;
}

function lateLine(data: DigestData): string | null {
  return data.late ? `Sent late: it was due at ${data.scheduledAt.replace("T", " ").slice(0, 16)} UTC, when the console was not running.` : null;
}

function outcomesLink(data: DigestData, org: DigestOrganization): string | undefined {
  return link(data, org, `/outcomes?from=${org.view.window.startDate}&to=${org.view.window.endDate}`);
}

export function textOf(data: DigestData): string {
  const out: string[] = [subjectOf(data)];
  const late = lateLine(data);
  if (late) out.push(late);
  for (const org of data.organizations) {
    out.push(
      "",
      `== ${org.label} ==`,
      `The week ${weekText(org.view)} against ${org.view.window.previous.startDate} to ${org.view.window.previous.endDate} (UTC days).`,
    );
    for (const block of blocksOf(data, org)) {
      out.push("", block.heading);
      for (const line of block.lines) out.push(`- ${line.text}${line.href ? ` <${line.href}>` : ""}`);
    }
    const more = outcomesLink(data, org);
    if (more) out.push("", `Open Outcomes for this week: ${more}`);
  }
  return out.join("\n");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** HTML a mail client shows without the console: inline styles only, no script, no images. */
export function htmlOf(data: DigestData): string {
  const out: string[] = [
    '<!doctype html><html><head><meta charset="utf-8"><title>',
    escapeHtml(subjectOf(data)),
    '</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.4;max-width:680px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subjectOf(data))}</h1>`,
  ];
  const late = lateLine(data);
  if (late) out.push(`<p style="background:#fef3c7;padding:8px;border-radius:4px">${escapeHtml(late)}</p>`);
  for (const org of data.organizations) {
    out.push(
      `<h2 style="font-size:18px;margin:24px 0 4px">${escapeHtml(org.label)}</h2>`,
      `<p style="color:#475569;margin:0 0 8px">The week ${escapeHtml(weekText(org.view))} against the week before (UTC days).</p>`,
    );
    for (const block of blocksOf(data, org)) {
      out.push(`<h3 style="font-size:15px;margin:16px 0 4px">${escapeHtml(block.heading)}</h3><ul style="margin:0;padding-left:20px">`);
      for (const line of block.lines) {
        out.push(`<li>${line.href ? `<a href="${escapeHtml(line.href)}" style="color:#1d4ed8">${escapeHtml(line.text)}</a>` : escapeHtml(line.text)}</li>`);
      }
      out.push("</ul>");
    }
    const more = outcomesLink(data, org);
    if (more) out.push(`<p><a href="${escapeHtml(more)}" style="color:#1d4ed8">Open Outcomes for this week</a></p>`);
  }
  out.push("</body></html>");
  return out.join("");
}

/** Slack's mrkdwn: `<url|text>` links, `*bold*` headings. */
function slackOf(data: DigestData): string {
  const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const out: string[] = [`*${esc(subjectOf(data))}*`];
  const late = lateLine(data);
  if (late) out.push(`_${esc(late)}_`);
  for (const org of data.organizations) {
    out.push("", `*${esc(org.label)}*: the week ${weekText(org.view)} against the week before`);
    for (const block of blocksOf(data, org)) {
      out.push(`*${esc(block.heading)}*`);
      for (const line of block.lines) out.push(`• ${line.href ? `<${line.href}|${esc(line.text)}>` : esc(line.text)}`);
    }
  }
  return out.join("\n");
}

function teamsOf(data: DigestData): unknown {
  const esc = escapeCardMarkdown;
  const body: unknown[] = [{ type: "TextBlock", text: esc(subjectOf(data)), weight: "Bolder", size: "Medium", wrap: true }];
  const late = lateLine(data);
  if (late) body.push({ type: "TextBlock", text: esc(late), color: "Warning", wrap: true });
  for (const org of data.organizations) {
    body.push({ type: "TextBlock", text: esc(org.label), weight: "Bolder", wrap: true, spacing: "Large" });
    for (const block of blocksOf(data, org)) {
      body.push({ type: "TextBlock", text: esc(block.heading), weight: "Bolder", wrap: true });
      body.push({ type: "TextBlock", text: block.lines.map((l) => `- ${l.href ? `[${esc(l.text)}](${l.href})` : esc(l.text)}`).join("\n"), wrap: true });
    }
  }
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        content: { $schema: "http://adaptivecards.io/schemas/adaptive-card.json", type: "AdaptiveCard", version: "1.4", body },
      },
    ],
  };
}

/** The generic webhook's JSON: the figures as numbers (minutes, fractions), beside their words. */
function webhookOf(data: DigestData): unknown {
  return {
    type: "digest.weekly",
    name: data.name,
    generatedAt: data.generatedAt,
    scheduledAt: data.scheduledAt,
    late: data.late,
    organizations: data.organizations.map((org) => ({
      organization: org.slug,
      week: { startDate: org.view.window.startDate, endDate: org.view.window.endDate },
      previousWeek: org.view.window.previous,
      needsNow: org.now,
      cards: outcomeCards(org.view).map((card) => ({
        id: card.id,
        title: card.title,
        state: card.state,
        figures: card.figures.map((f) => ({ key: f.key, label: f.label, current: f.current, previous: f.previous, unit: f.unit, direction: directionOf(f) })),
      })),
      funnel: org.funnel ?? null,
      url: outcomesLink(data, org) ?? null,
    })),
  };
}

export function renderDigest(data: DigestData): RenderedMessage {
  return { subject: subjectOf(data), text: textOf(data), html: htmlOf(data), slack: { text: slackOf(data) }, teams: teamsOf(data), webhook: webhookOf(data) };
}
