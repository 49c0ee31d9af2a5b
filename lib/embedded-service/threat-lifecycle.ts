import "server-only";

/**
 * The lifecycle of a reported asset in the embedded service's threats feed. The demo data holds
 * reports, reviews and takedowns but no lifecycle, so an asset's life is its real facts (an
 * approval blocks it, an escalation escalates it, an allow-listed asset is allowed, a takedown row
 * is its takedown) and, where they say nothing, a fixed script from its first report: a pure
 * function of the asset id and the clock, so the feed moves as time passes (a fresh demo shows
 * changes) and a test drives it by moving the clock.
 */
export type AssetFacts = {
  id: number;
  status: string;
  firstReportedAt: string;
  approvedAt: string | null;
  escalatedAt: string | null;
  deadSince: string | null;
  takedown: { status: string; createdAt: string; changedAt: string } | null;
};

export type Lifecycle = {
  status: string;
  state: "investigating" | "escalated" | "blocked" | "allowed" | "closed";
  livenessStatus: "ALIVE" | "DEAD" | "UNKNOWN";
  escalatedAt: string | null;
  blockedAt: string | null;
  takedown: { status: string; submittedAt: string | null; completedAt: string | null } | null;
  updatedAt: string;
};

const MINUTE = 60_000;

/** A well-mixed 32-bit number from an id (the script's dice). */
export function mix(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const iso = (ms: number) => new Date(ms).toISOString();
const at = (value: string | null) => (value === null ? null : Date.parse(value));

/** The script's times (ms) from the first report, null where this asset's script has no such step. */
function script(id: number, first: number) {
  const h = mix(id);
  const path = h % 20;
  const escalate = first + (2 + (h % 30)) * MINUTE;
  const block = escalate + (3 + ((h >>> 5) % 40)) * MINUTE;
  const submit = block + (5 + ((h >>> 10) % 60)) * MINUTE;
  const complete = submit + (10 + ((h >>> 16) % 240)) * MINUTE;
  return {
    escalate: path >= 6 && path <= 17 ? escalate : null,
    block: path >= 9 && path <= 17 ? block : null,
    submit: path >= 9 && path <= 15 ? submit : null,
    complete: path >= 9 && path <= 13 ? complete : null,
    // Some taken-down assets come back (re-emergence), some never reported assets close after two weeks.
    reemerge: path >= 9 && path <= 13 && h % 11 === 0 ? complete + (30 + ((h >>> 20) % 90)) * MINUTE : null,
    close: path <= 5 && h % 3 === 0 ? first + 14 * 24 * 60 * MINUTE : path >= 18 ? escalate : null,
    unknownLiveness: h % 13 === 0,
  };
}

/** The asset as the feed says it at `now`; `updatedAt` is the last of its steps reached. */
export function lifecycleAt(facts: AssetFacts, now: number): Lifecycle {
  const first = Date.parse(facts.firstReportedAt);
  const s = script(facts.id, first);
  const reached = (t: number | null) => (t !== null && t <= now ? t : null);
  // A real fact counts once the clock has reached it too (a seeded review may sit minutes ahead).
  const approved = reached(at(facts.approvedAt));
  const scriptedEscalation = reached(s.escalate);
  // A scripted escalation never follows a real approval: the approval blocked it first.
  const escalated =
    reached(at(facts.escalatedAt)) ?? (scriptedEscalation !== null && (approved === null || scriptedEscalation < approved) ? scriptedEscalation : null);
  const blocked = facts.status === "ALLOWED" ? null : (approved ?? (facts.status === "BLOCKED" ? (escalated ?? first) : reached(s.block)));
  let takedown: Lifecycle["takedown"] = null;
  let completed: number | null = null;
  if (facts.takedown) {
    completed = facts.takedown.status === "COMPLETED" ? Date.parse(facts.takedown.changedAt) : null;
    takedown = { status: facts.takedown.status, submittedAt: facts.takedown.createdAt, completedAt: completed === null ? null : iso(completed) };
  } else if (blocked !== null && reached(s.submit) !== null) {
    completed = reached(s.complete);
    takedown = {
      status: completed !== null ? "COMPLETED" : "IN_PROGRESS",
      submittedAt: iso(s.submit!),
      completedAt: completed === null ? null : iso(completed),
    };
  }
  const closed = blocked === null && facts.status !== "ALLOWED" ? reached(s.close) : null;
  const state: Lifecycle["state"] =
    facts.status === "ALLOWED" ? "allowed" : blocked !== null ? "blocked" : closed !== null ? "closed" : escalated !== null ? "escalated" : "investigating";
  // An asset found dead before it was reported is dead from its report on.
  const deadAt = at(facts.deadSince);
  const dead = deadAt === null ? null : Math.max(deadAt, first);
  const reemerged = completed !== null && facts.takedown === null ? reached(s.reemerge) : null;
  let livenessStatus: Lifecycle["livenessStatus"] = s.unknownLiveness ? "UNKNOWN" : "ALIVE";
  const livenessSteps: number[] = [];
  if (dead !== null && dead <= now) {
    livenessStatus = "DEAD";
    livenessSteps.push(dead);
  }
  if (completed !== null) {
    livenessStatus = reemerged !== null ? "ALIVE" : "DEAD";
    livenessSteps.push(reemerged ?? completed);
  }
  const steps = [first, escalated, blocked, closed, at(takedown?.submittedAt ?? null), completed, ...livenessSteps].filter(
    (t): t is number => t !== null && t <= now,
  );
  if (facts.takedown) steps.push(Math.min(now, Date.parse(facts.takedown.changedAt)));
  return {
    status: blocked !== null ? "BLOCKED" : facts.status,
    state,
    livenessStatus,
    escalatedAt: escalated === null ? null : iso(escalated),
    blockedAt: blocked === null ? null : iso(blocked),
    takedown,
    updatedAt: iso(Math.max(...steps)),
  };
}

export type WatchFacts = { id: number; watchlistedAt: string };

const SCAN_EVERY = 6 * 60 * MINUTE;

/** A watchlisted asset is scanned every 6 h from its watchlisting; each scan finds it alive or not, by a fixed die. */
export function watchAt(facts: WatchFacts, now: number): { livenessStatus: "ALIVE" | "DEAD"; lastScanAt: string | null; pendingStatus: "BLOCKED" | null } {
  const since = Date.parse(facts.watchlistedAt);
  const scans = Math.floor((now - since) / SCAN_EVERY);
  const alive = scans >= 1 && mix(facts.id * 31 + scans) % 5 === 0;
  return {
    livenessStatus: alive ? "ALIVE" : "DEAD",
    lastScanAt: scans >= 1 ? iso(since + scans * SCAN_EVERY) : null,
    pendingStatus: alive && mix(facts.id) % 3 === 0 ? "BLOCKED" : null,
  };
}
