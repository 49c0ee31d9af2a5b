import { z } from "zod";
import { ASSET_TYPES } from "./asset-types";
import { isOpaqueId, type OpaqueId } from "./ids";
import { FieldReader, isObject, noteTolerated, readList } from "./tolerated";

/**
 * The answers of the filing operations (docs/filing.md): `POST /asset/parse`, `POST /attachment/upload`,
 * `POST /report/create` and its per-asset refusals. Each is read field by field as the service's own
 * examples differ (lib/contract/vendor-examples): the old and the new create answers, attachment
 * answers with and without `visibility`, three error shapes.
 */

/** One asset the parse operation recognised: its type and the content the service will store. */
export type ParsedAsset = { content: string; submittedContent: string | null; type: string | null };

/**
 * `POST /asset/parse`: a nullable object `{ content, submittedContent, type }` (no published
 * example; the schema only). null, or an object without `content`, is "not an asset".
 */
export function readParsedAsset(value: unknown): ParsedAsset | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) {
    noteTolerated({ kind: "field-wrong-type", path: "(answer)", value });
    return null;
  }
  const r = new FieldReader(value, "answer");
  const content = r.string("content");
  if (content === null || content.trim() === "") return null;
  const submitted = value.submittedContent ?? value.submitted_content;
  return {
    content,
    submittedContent: typeof submitted === "string" ? submitted : null,
    type: r.enumValue("type", ASSET_TYPES),
  };
}

export const parsedAssetSchema = z.unknown().transform(readParsedAsset);

/** One stored attachment; `url` is opaque (a private service address, or a public CDN one in older docs). */
export type UploadedAttachment = { url: string; fileName: string | null; sizeBytes: number | null; visibility: string | null };

function readAttachment(value: unknown): UploadedAttachment | null {
  if (!isObject(value) || typeof value.url !== "string" || value.url === "") return null;
  const name = value.fileName ?? value.file_name;
  const size = value.sizeBytes ?? value.size_bytes;
  return {
    url: value.url,
    fileName: typeof name === "string" ? name : null,
    sizeBytes: typeof size === "number" && Number.isSafeInteger(size) && size >= 0 ? size : null,
    // Only the newest upload page sends it; absent means the service did not say.
    visibility: typeof value.visibility === "string" ? value.visibility : null,
  };
}

/** `POST /attachment/upload`: `{ attachments: [{ url, fileName, sizeBytes, visibility? }] }`. */
export const uploadResultSchema = z.unknown().transform((value, ctx): { attachments: UploadedAttachment[] } => {
  if (!isObject(value) || !Array.isArray(value.attachments)) {
    ctx.addIssue({ code: "custom", message: "The answer has no attachments list", path: ["attachments"], input: value });
    return z.NEVER;
  }
  return { attachments: readList(value.attachments, readAttachment, "attachments[]").items };
});

export type UploadResult = z.output<typeof uploadResultSchema>;

/** The filed report: its id as sent, and what else the answer said. */
export type FiledReport = {
  id: OpaqueId;
  createdAt: string | null;
  organization: { id: OpaqueId | null; slug: string | null; name: string | null } | null;
  /** The old answer's `assetsProcessed` (how many assets went in), when sent. */
  assetsProcessed: number | null;
};

/**
 * `POST /report/create`: `{ id, createdAt, organization }` (current) or, as published for two
 * months, `{ success, reportId, message, assetsProcessed }` with a string id. An answer with
 * neither id is not a filed report.
 */
export const createReportResultSchema = z.unknown().transform((value, ctx): FiledReport => {
  const id = isObject(value) ? [value.id, value.reportId, value.report_id].find(isOpaqueId) : undefined;
  if (!isObject(value) || id === undefined || value.success === false) {
    ctx.addIssue({ code: "custom", message: "The answer names no report", path: ["id"], input: value });
    return z.NEVER;
  }
  const r = new FieldReader(value, "answer");
  const createdAt = "createdAt" in value ? r.time("createdAt") : null;
  const org = isObject(value.organization) ? value.organization : null;
  const processed = value.assetsProcessed;
  return {
    id,
    createdAt,
    organization: org
      ? { id: isOpaqueId(org.id) ? org.id : null, slug: typeof org.slug === "string" ? org.slug : null, name: typeof org.name === "string" ? org.name : null }
      : null,
    assetsProcessed: typeof processed === "number" && Number.isSafeInteger(processed) && processed >= 0 ? processed : null,
  };
});

/** Why the service did not take one asset (a 422's `data.errors[]`). */
export type AssetRefusal = { asset: string | null; errorType: string; message: string | null; suggestion: string | null };

const MAX_REFUSALS = 1000;
const text = (value: unknown, max = 500): string | null => (typeof value === "string" ? value.slice(0, max) : null);

function readRefusal(value: unknown): AssetRefusal | null {
  if (!isObject(value)) return null;
  const type = value.errorType ?? value.error_type ?? value.code;
  if (typeof type !== "string" || type === "") return null;
  return { asset: text(value.asset ?? value.content, 2048), errorType: type.slice(0, 100), message: text(value.message), suggestion: text(value.suggestion) };
}

/**
 * The per-asset refusals of an error body, flat `{ message, code, data: { errors } }` or nested
 * `{ error: { code, message, data } }`; none when the body has no such list. Counts in the
 * message are the service's and need not match the list.
 */
export function readAssetRefusals(body: unknown): AssetRefusal[] {
  if (!isObject(body)) return [];
  const holder = isObject(body.error) ? body.error : body;
  const data = isObject(holder.data) ? holder.data : null;
  const errors = data?.errors ?? holder.errors;
  if (!Array.isArray(errors)) return [];
  return readList(errors.slice(0, MAX_REFUSALS), readRefusal, "data.errors[]").items;
}
