/**
 * Where a report can be shared from: the /reports address that opens it by id, with its createdAt
 * when known, so a console whose report index is still filling finds it in one or two calls
 * (lib/report-index/lookup.ts, LookupHint).
 */
export const reportPath = (id: string, createdAt?: string | null) =>
  `/reports?report=${encodeURIComponent(id)}${createdAt && Number.isFinite(Date.parse(createdAt)) ? `&created=${encodeURIComponent(createdAt)}` : ""}`;
