import { z } from "zod";
import type { OpaqueId } from "./ids";
import { type AssetSummary, readAssetSummary } from "./report";
import { FieldReader, isObject, noteTolerated, withNotSent } from "./tolerated";

export const KNOWN_REVIEW_DECISIONS = ["APPROVE", "REJECT", "WATCHLIST"] as const;

/** A record as read: the service's extra fields kept, and the names of the fields it did not send (or sent unreadable). */
type Read<T> = T & { notSent?: string[] } & { [extra: string]: unknown };

export type ReviewedProposal = Read<{ id: OpaqueId | null; reviewStatus: string | null; asset: AssetSummary | null }>;
export type ReviewRecord = Read<{
  id: OpaqueId | null;
  decision: string | null;
  /** Conditional on the decision: absent and null both read as null (not "not sent"). */
  label: string | null;
  brandId: OpaqueId | null;
  comment: string | null;
  createdAt: string | null;
}>;

/**
 * POST /organization/proposals/{proposalId}/review (the service's documentation). A watchlist is
 * stored as `decision: "REJECT"` with `watchlisted: true`. Read field by field, and never refused:
 * a 2xx means the service took the review, so an answer missing any part (or not an object at all)
 * is still a review sent, with those parts unknown and named in `notSent`.
 */
export type ReviewResult = Read<{ proposal: ReviewedProposal | null; review: ReviewRecord | null; watchlisted: boolean | null }>;

const conditional = <T>(value: unknown, is: (v: unknown) => v is T): T | null => (is(value) ? value : null);
const isString = (v: unknown): v is string => typeof v === "string";
const isId = (v: unknown): v is OpaqueId => typeof v === "string" || (typeof v === "number" && Number.isSafeInteger(v));

function readReviewedProposal(value: Record<string, unknown>): ReviewedProposal {
  const r = new FieldReader(value, "proposal");
  return withNotSent(r, {
    id: r.id("id"),
    reviewStatus: r.string("reviewStatus"),
    asset: r.object("asset", (asset) => readAssetSummary(asset, "proposal.asset")),
  });
}

function readReviewRecord(value: Record<string, unknown>): ReviewRecord {
  const r = new FieldReader(value, "review");
  return withNotSent(r, {
    id: r.id("id"),
    decision: r.enumValue("decision", KNOWN_REVIEW_DECISIONS),
    label: conditional(value.label, isString),
    brandId: conditional(value.brandId, isId),
    comment: conditional(value.comment, isString),
    createdAt: r.time("createdAt"),
  });
}

export function readReviewResult(value: unknown): ReviewResult {
  if (!isObject(value)) {
    noteTolerated({ kind: "field-wrong-type", path: "(answer)", value });
    return { proposal: null, review: null, watchlisted: null, notSent: ["proposal", "review", "watchlisted"] };
  }
  const r = new FieldReader(value, "answer");
  return withNotSent(r, {
    proposal: r.object("proposal", readReviewedProposal),
    review: r.object("review", readReviewRecord),
    watchlisted: r.boolean("watchlisted"),
  });
}

export const reviewResultSchema = z.unknown().transform(readReviewResult);
