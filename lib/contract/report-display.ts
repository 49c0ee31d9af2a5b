// Without zod: the browser's components read reports through these (report.ts checks them on the server).

/** How attachments are shown: an unknown or missing display mode is the most cautious known one that still shows them when asked (BLUR). */
export function imageDisplayOf(report: { imageDisplay: string | null }): "VISIBLE" | "BLUR" | "HIDDEN" {
  const value = report.imageDisplay?.toUpperCase();
  return value === "VISIBLE" || value === "HIDDEN" ? value : "BLUR";
}

/** Whether the service left this field of a record out (or sent it unreadable): lib/contract/tolerated.ts. */
export const notSent = (record: { notSent?: readonly string[] }, field: string): boolean => record.notSent?.includes(field) ?? false;
