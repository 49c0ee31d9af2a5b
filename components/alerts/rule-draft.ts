import type { AlertCondition, AlertSeverity, Figure } from "@/lib/alerts/rule-schema";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { formatNumber } from "@/lib/format/number";
import type { RuleBody, RuleView } from "@/lib/queries/alerts";

export type ScopeKind = "own" | "all" | "org";

/** The form's fields as typed; the choices hold the rule schema's own values (their selects offer no others). */
export type Draft = {
  name: string;
  kind: AlertCondition["kind"];
  figure: Figure;
  threshold: string;
  increase: string;
  windowMinutes: string;
  check: string;
  grade: Extract<AlertCondition, { kind: "healthcheck" }>["grade"];
  hours: string;
  used: string;
  count: string;
  intervals: string;
  problem: Extract<AlertCondition, { kind: "service" }>["problem"];
  viewId: string;
  list: Extract<AlertCondition, { kind: "asset-live-again" }>["list"];
  scopeKind: ScopeKind;
  /** The organization's slug when scopeKind is "org". */
  scopeOrg: string;
  forMinutes: string;
  keepFiringMinutes: string;
  severity: AlertSeverity;
  channelIds: number[];
  note: string;
  runbookUrl: string;
  ackExpiryMinutes: string;
  renotifyMinutes: string;
  escalationChannelIds: number[];
};

export function draftOf(rule: RuleView | null): Draft {
  const condition = rule?.condition;
  const c: Record<string, unknown> = { ...condition };
  // Numbers as the console writes them ("1,500"); ruleBodyOf reads them back with or without separators.
  const s = (k: string, d: string) => (typeof c[k] === "number" ? formatNumber(c[k]) : c[k] === undefined ? d : String(c[k]));
  const scope = rule?.scope ?? "own";
  return {
    name: rule?.name ?? "",
    kind: rule?.condition.kind ?? "figure-above",
    figure: condition && "figure" in condition ? condition.figure : "totalPending",
    threshold: s("threshold", "50"),
    increase: s("increase", "10"),
    windowMinutes: s("windowMinutes", "60"),
    check: condition?.kind === "healthcheck" ? condition.check : HEALTHCHECK_CATALOG[0]!.id,
    grade: condition?.kind === "healthcheck" ? condition.grade : "fail",
    hours: s("hours", "72"),
    used: s("used", "8"),
    count: s("count", "1"),
    intervals: s("intervals", "3"),
    problem: condition?.kind === "service" ? condition.problem : "unreachable",
    viewId: condition?.kind === "saved-view-count" ? condition.viewId : "",
    list: condition?.kind === "asset-live-again" ? condition.list : "watchlist",
    scopeKind: scope === "own" || scope === "all" ? scope : "org",
    scopeOrg: scope.startsWith("org:") ? scope.slice("org:".length) : "",
    forMinutes: String((rule?.forSeconds ?? 300) / 60),
    keepFiringMinutes: String((rule?.keepFiringSeconds ?? 0) / 60),
    severity: rule?.severity ?? "warning",
    channelIds: rule?.channelIds ?? [],
    note: rule?.note ?? "",
    runbookUrl: rule?.runbookUrl ?? "",
    ackExpiryMinutes: String((rule?.ackExpirySeconds ?? 0) / 60),
    renotifyMinutes: String((rule?.renotifySeconds ?? 0) / 60),
    escalationChannelIds: rule?.escalationChannelIds ?? [],
  };
}

const CONDITION_FIELDS = [
  "figure",
  "threshold",
  "increase",
  "windowMinutes",
  "check",
  "grade",
  "hours",
  "used",
  "count",
  "intervals",
  "problem",
  "viewId",
  "list",
] as const;

/** The form field an issue's body path belongs to (lib/alerts/rule-schema.ts ruleInputSchema). */
export function ruleFieldOf(path: string): keyof Draft | null {
  const [head, next] = path.split(".");
  if (head === "condition") return (CONDITION_FIELDS as readonly string[]).includes(next ?? "") ? (next as keyof Draft) : "kind";
  if (head === "forSeconds") return "forMinutes";
  if (head === "keepFiringSeconds") return "keepFiringMinutes";
  if (head === "scope") return "scopeKind";
  if (head === "ackExpirySeconds") return "ackExpiryMinutes";
  if (head === "renotifySeconds") return "renotifyMinutes";
  if (head === "name" || head === "severity" || head === "channelIds" || head === "note" || head === "runbookUrl" || head === "escalationChannelIds")
    return head;
  return null;
}

/** A number as typed, thousands separators (commas, spaces) allowed: "1,500" is 1500. */
const n = (typed: string) => Number(typed.replace(/[,\s\u00a0\u202f]/g, ""));

function scopeOf(d: Draft): string {
  return d.scopeKind === "org" ? `org:${d.scopeOrg.trim().toLowerCase()}` : d.scopeKind;
}

function conditionOf(d: Draft): RuleBody["condition"] {
  switch (d.kind) {
    case "figure-above":
      return { kind: d.kind, figure: d.figure, threshold: n(d.threshold) };
    case "figure-increase":
      return { kind: d.kind, figure: d.figure, increase: n(d.increase), windowMinutes: n(d.windowMinutes) };
    case "healthcheck":
      return { kind: d.kind, check: d.check, grade: d.grade };
    case "oldest-proposal":
      return { kind: d.kind, hours: n(d.hours) };
    case "review-budget":
      return { kind: d.kind, used: n(d.used) };
    case "service-contract":
      return { kind: d.kind };
    case "saved-view-count":
      return { kind: d.kind, viewId: d.viewId.trim(), threshold: n(d.threshold) };
    case "threat-detections":
    case "reports-filed":
      return { kind: d.kind, count: n(d.count), windowMinutes: n(d.windowMinutes) };
    case "asset-live-again":
      return { kind: d.kind, list: d.list, windowMinutes: n(d.windowMinutes) };
    case "job-overdue":
      return { kind: d.kind, intervals: n(d.intervals) };
    case "webhooks-quiet":
      return { kind: d.kind, hours: n(d.hours) };
    default:
      return { kind: "service", problem: d.problem };
  }
}

/** The body the form sends for its fields (minutes to seconds, the scope chosen in words as the schema's value). */
export function ruleBodyOf(d: Draft): RuleBody {
  return {
    name: d.name,
    condition: conditionOf(d),
    scope: scopeOf(d),
    forSeconds: Math.round(n(d.forMinutes) * 60),
    keepFiringSeconds: Math.round(n(d.keepFiringMinutes) * 60),
    severity: d.severity,
    channelIds: d.channelIds,
    note: d.note,
    runbookUrl: d.runbookUrl.trim(),
    ackExpirySeconds: Math.round(n(d.ackExpiryMinutes) * 60),
    renotifySeconds: Math.round(n(d.renotifyMinutes) * 60),
    escalationChannelIds: d.escalationChannelIds,
  };
}
