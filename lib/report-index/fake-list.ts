/**
 * Test-only: GET /organization/reports over an array, as the spec describes it (newest first,
 * exclusive startDate / endDate, an opaque cursor, totalCount), counting its calls.
 * `dayGranularity` reads the date bounds to the day only, as a coarser service might.
 */
import type { Report, ReportList } from "@/lib/contract/report";
import { UpstreamError } from "@/lib/upstream/errors";
import type { ListReportsQuery } from "@/lib/upstream/reports";

export type FakeReport = { id: number; createdAt: string; duplicateOfId?: number | null; slug?: string };

export function fakeReport(r: FakeReport): Report {
  return {
    id: r.id,
    title: `Report ${r.id}`,
    description: "",
    imageDisplay: "VISIBLE",
    favoritedAt: null,
    status: "TODO",
    reportedByCustomer: false,
    slaDueAt: null,
    externalSubmissionLink: null,
    duplicateOfId: r.duplicateOfId ?? null,
    createdAt: r.createdAt,
    updatedAt: r.createdAt,
    attachments: [],
    proposals: [],
    reporter: null,
    externalReporter: null,
    source: null,
  };
}

export function fakeList(all: FakeReport[], options: { dayGranularity?: boolean; refuseCursors?: boolean } = {}) {
  const calls: ListReportsQuery[] = [];
  const day = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;
  const list = async (query: ListReportsQuery): Promise<ReportList> => {
    calls.push(query);
    if (query.cursor !== undefined && options.refuseCursors)
      throw new UpstreamError({ kind: "http", status: 400, code: "BAD_REQUEST", message: "Invalid cursor" });
    const start = query.startDate && (options.dayGranularity ? day(query.startDate) : query.startDate);
    const end = query.endDate && (options.dayGranularity ? day(query.endDate) : query.endDate);
    const matching = all
      .filter((r) => (r.slug ?? undefined) === query.slug)
      .filter((r) => (!start || r.createdAt > start) && (!end || r.createdAt < end))
      .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
    const offset = query.cursor === undefined ? 0 : Number(query.cursor);
    const limit = query.limit ?? 20;
    const page = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? String(offset + limit) : null;
    return { reports: page.map(fakeReport), nextCursor: next, totalCount: matching.length };
  };
  return { list, calls };
}
