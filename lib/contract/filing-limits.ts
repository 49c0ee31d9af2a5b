/**
 * The filing limits, free of zod so the page ships none (its schemas live in lib/contract/filing-*.ts).
 * The documented upload limits (docs/filing.md): the whole body, files per multipart call, calls a
 * minute per organization; and the extensions the service stores (case-insensitive).
 */
export const UPLOAD_LIMITS = { requestBytes: 4 * 1024 * 1024, files: 10, perMinute: 60 } as const;
export const UPLOAD_EXTENSIONS = [".avif", ".bmp", ".csv", ".doc", ".docx", ".eml", ".gif", ".jpeg", ".jpg", ".msg", ".pdf", ".png", ".txt", ".webp"] as const;

/** A file's extension, lower case with its dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? "" : base.slice(dot).toLowerCase();
}

/** Pasted text one parse call takes (the /api body cap is 64 KiB; the page splits longer text by lines). */
export const PARSE_TEXT_MAX = 30_000;
/** Contents one duplicate check takes: the service's search takes 100 a call, the route makes up to 5. */
export const CHECK_MAX = 500;
/** Assets in one filed report: one `report/create` call each (the CLI's and the submit operation's 100). */
export const FILING_BATCH_ASSETS = 100;
export const ATTACHMENTS_PER_REPORT = 20;

/** A draft travels in one /api body, under the 64 KiB cap: the page trims the text first. */
export const DRAFT_TEXT_MAX = 30_000;
export const DRAFT_ROWS_MAX = 500;
