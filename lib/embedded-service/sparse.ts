import "server-only";
import { createHash } from "node:crypto";
import { ServiceError } from "./context";
import type { Finding } from "./operations/result";
import { presentReport } from "./present";
import type { CursorPosition } from "./store/report-cursor";
import type { ReportBundle } from "./store/report-loader";

/**
 * The `sparse` dialect: answers in the shapes the service's own published documentation prints
 * (docs/architecture.md, "Dialects of the embedded service"), not in the shapes interface-v2
 * describes. Report and proposal ids are prefixed strings, other ids numeric strings; some
 * records lack fields the description calls required; old proposals carry `status` and no
 * asset; the page key is `cursor`, an opaque string. Everything is derived from stored ids, so
 * the same data always gives the same answer.
 */

const REPORT_PREFIX = "rpt_";
const PROPOSAL_PREFIX = "prop_";

/** Report 17 → `rpt_0000000000000011` (16 hex digits, like the docs' `rpt_1234567890abcdef`). */
export function sparseReportId(id: number): string {
  return `${REPORT_PREFIX}${id.toString(16).padStart(16, "0")}`;
}

/** Proposal 12 → `prop_c` (base 36, like the docs' `prop_abc123`). */
export function sparseProposalId(id: number): string {
  return `${PROPOSAL_PREFIX}${id.toString(36)}`;
}

/** The stored id of a `rpt_…` this dialect handed out; null for anything else (other forms included). */
export function readSparseReportId(value: string): number | null {
  const match = /^rpt_([0-9a-f]{16})$/.exec(value);
  if (!match) return null;
  const id = Number.parseInt(match[1]!, 16);
  return Number.isSafeInteger(id) && id > 0 && sparseReportId(id) === value ? id : null;
}

/** The stored id of a `prop_…` this dialect handed out; null for anything else (a bare number included). */
export function readSparseProposalId(value: string): number | null {
  const match = /^prop_([0-9a-z]{1,11})$/.exec(value);
  if (!match) return null;
  const id = Number.parseInt(match[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && sparseProposalId(id) === value ? id : null;
}

/*
 * Which records lack what. Picked by stored id so every answer is the same for the same data; the
 * moduli differ so the gaps fall on different records.
 */
const lacksTitle = (reportId: number) => reportId % 7 === 3;
const lacksImageDisplay = (reportId: number) => reportId % 11 === 5;
const previewImage = (reportId: number) => reportId % 5 === 2;
/** Proposals in the shape published until August: `status`, `reason`, `createdAt`, no `asset`. */
export const oldProposalShape = (proposalId: number) => proposalId % 3 === 0;
/** Of those, the ones whose asset the report's `assets` does not list either: nothing to review with. */
export const assetNowhere = (proposalId: number) => proposalId % 6 === 0;

type Presented = ReturnType<typeof presentReport>;

/** A report in the sparse dialect's shape. */
export function presentSparseReport(bundle: ReportBundle): Record<string, unknown> {
  const full: Presented = presentReport("sparse", bundle);
  const reportId = bundle.report.id;
  const { title, imageDisplay, proposals, assets, ...rest } = full;
  const hidden = new Set(bundle.proposals.filter(({ proposal }) => assetNowhere(proposal.id)).map(({ asset }) => asset.id));
  // An asset also named by a proposal that still carries it stays listed.
  for (const { proposal, asset } of bundle.proposals) if (!oldProposalShape(proposal.id)) hidden.delete(asset.id);
  return {
    ...rest,
    id: sparseReportId(reportId),
    ...(lacksTitle(reportId) ? {} : { title }),
    ...(lacksImageDisplay(reportId) ? {} : { imageDisplay: previewImage(reportId) ? "PREVIEW" : imageDisplay }),
    duplicateOfId: bundle.report.duplicate_of_id === null ? null : sparseReportId(bundle.report.duplicate_of_id),
    proposals: bundle.proposals.map(({ proposal }, i) => {
      const id = sparseProposalId(proposal.id);
      if (oldProposalShape(proposal.id)) {
        return { id, status: proposal.review_status, reason: "phishing", createdAt: bundle.report.created_at };
      }
      return { ...proposals[i]!, id };
    }),
    assets: assets.filter((a) => !hidden.has(Number(a.id))),
  };
}

/**
 * A record the console cannot key (no id), as the first page of the unfiltered list carries one:
 * it must be left out and counted, the rest of the page shown.
 */
export function sparseRecordWithoutId(createdAt: string): Record<string, unknown> {
  return { title: "A report the service sent without its id", status: "PENDING", createdAt, proposals: [], assets: [] };
}

/** A proposal in the old shape without its id: the console cannot key it, so it is left out and counted. */
export function sparseProposalWithoutId(createdAt: string): Record<string, unknown> {
  return { status: "PENDING", reason: "phishing", createdAt };
}

/*
 * The page cursor: an opaque string with `/`, `+` and `=` in it on purpose, and a checksum, so a
 * client that decodes, trims, re-encodes or forgets to encode it in the query is refused: only the
 * exact value handed out reaches the next page.
 */
const CURSOR = /^c\/(.+)\+([0-9a-f]{8})=$/;

function checksum(payload: string): string {
  return createHash("sha256").update(`sparse-cursor|${payload}`).digest("hex").slice(0, 8);
}

export function encodeSparseCursor(position: CursorPosition): string {
  const payload = Buffer.from(`${position.createdAt}|${position.id}`, "utf8").toString("base64");
  return `c/${payload}+${checksum(payload)}=`;
}

export function decodeSparseCursor(cursor: string): CursorPosition {
  const invalid = new ServiceError(400, "BAD_REQUEST", "Invalid cursor: pass back the value of the previous response unchanged");
  const match = CURSOR.exec(cursor);
  if (!match || checksum(match[1]!) !== match[2]) throw invalid;
  const [createdAt, id, ...more] = Buffer.from(match[1]!, "base64").toString("utf8").split("|");
  if (more.length > 0 || !createdAt || !id || !/^[1-9][0-9]{0,15}$/.test(id)) throw invalid;
  return { createdAt, id: Number(id) };
}

/**
 * A healthcheck finding as the service's docs print it: `kind` plus a bare id in `ref`
 * (`{ kind: "takedown", ref: "3018" }`), proposals and reports by their string ids, also in
 * the message. Kinds without an id of their own keep the `kind:id` form.
 */
export function presentSparseFinding(finding: Finding): Finding {
  const colon = finding.ref.indexOf(":");
  const kind = finding.ref.slice(0, colon);
  const raw = finding.ref.slice(colon + 1);
  const message = finding.message
    .replace(/\b(Proposal|proposal) ([1-9][0-9]*)\b/g, (_m, word: string, id: string) => `${word} ${sparseProposalId(Number(id))}`)
    .replace(/\b(Report|report) ([1-9][0-9]*)\b/g, (_m, word: string, id: string) => `${word} ${sparseReportId(Number(id))}`);
  if (colon < 0 || !/^[1-9][0-9]*$/.test(raw)) return { ...finding, message };
  if (kind === "proposal") return { ...finding, ref: sparseProposalId(Number(raw)), message };
  if (kind === "report") return { ...finding, ref: sparseReportId(Number(raw)), message };
  if (kind === "takedown" || kind === "asset") return { ...finding, ref: raw, message };
  return { ...finding, message };
}

/*
 * The answers besides reports, in sparse shapes: parts the description calls required left out, so
 * the console shows what it has and says what it was not sent (docs/architecture.md, "The boundary
 * tolerates, and counts").
 */

/** Checks whose result lacks what was observed. */
const CHECKS_WITHOUT_OBSERVED: readonly string[] = ["takedowns.cancelled-count"];
/** Checks whose findings end with one the console cannot show (no message, no ref): left out and counted. */
const CHECKS_WITH_UNREADABLE_FINDING: readonly string[] = ["reviewing.backlog"];

/** A healthcheck result without `ok` and `appUrl`, some without `observed`, one with an unreadable finding. */
export function presentSparseCheckResult(result: Record<string, unknown> & { id: string; findings: Finding[] }): Record<string, unknown> {
  const { ok: _ok, appUrl: _appUrl, observed, findings, ...rest } = result;
  return {
    ...rest,
    ...(CHECKS_WITHOUT_OBSERVED.includes(result.id) ? {} : { observed }),
    findings: [...findings.map(presentSparseFinding), ...(CHECKS_WITH_UNREADABLE_FINDING.includes(result.id) ? [{ kind: "proposal", severity: "warn" }] : [])],
  };
}

type SnapshotShape = { reviewQueue: Record<string, unknown> & { slaBuckets: Record<string, unknown> }; takedownQueue: Record<string, unknown> };

/** A queue snapshot without `distinctReports`, the `missingSla` bucket and `staleInProgress`. */
export function presentSparseSnapshot<T extends SnapshotShape>(snapshot: T): Record<string, unknown> {
  const { distinctReports: _d, slaBuckets, ...review } = snapshot.reviewQueue;
  const { missingSla: _m, ...sla } = slaBuckets;
  const { staleInProgress: _s, ...takedown } = snapshot.takedownQueue;
  return { ...snapshot, reviewQueue: { ...review, slaBuckets: sla }, takedownQueue: takedown };
}

/** A listed group: those with an even stored id come without `assetCount`. */
export function presentSparseGroup(group: { id: number; name: string; assetCount: number }): Record<string, unknown> {
  const { assetCount, ...rest } = group;
  return { ...rest, id: String(group.id), ...(group.id % 2 === 0 ? {} : { assetCount }) };
}
