import type { Density } from "./use-density";

// The table's geometry, apart from the row component: the list's frame (header, scroller) is
// first-load code, the rows come later (report-virtual-rows.tsx).

/** Fixed row heights: the table is virtualized on them (content is clamped to one line). */
export const REPORT_ROW_HEIGHTS: Record<Density, number> = { compact: 32, comfortable: 48 };
/**
 * Below Tailwind's `sm` (40rem) a row is a three-line card: title and SLA; id, status and
 * creation time; the asset (source and proposals stay for screen readers). The page never
 * scrolls sideways there.
 */
export const NARROW_QUERY = "(width < 40rem)";
// Compact: three lines of 24 px (a row checkbox is a 24 px target on a phone) and its padding.
export const NARROW_ROW_HEIGHTS: Record<Density, number> = { compact: 80, comfortable: 84 };
export const rowHeightOf = (density: Density, narrow: boolean) => (narrow ? NARROW_ROW_HEIGHTS : REPORT_ROW_HEIGHTS)[density];
/** Kept for callers that know one height only (the compact one). */
export const REPORT_ROW_HEIGHT = REPORT_ROW_HEIGHTS.compact;

/** The table's columns, shared by the header and every row so they line up. */
export const REPORT_COLUMNS = [
  { key: "id", label: "ID", width: "5.5rem" },
  { key: "title", label: "Title", width: "minmax(14rem,1.7fr)" },
  { key: "status", label: "Status", width: "7.5rem" },
  { key: "sla", label: "SLA", width: "9.5rem" },
  { key: "source", label: "Source", width: "9.5rem" },
  { key: "asset", label: "First asset", width: "minmax(12rem,1.5fr)" },
  { key: "proposals", label: "Proposals", width: "7.5rem" },
  { key: "created", label: "Created", width: "12rem" },
] as const;
export const REPORT_GRID = REPORT_COLUMNS.map((c) => c.width).join(" ");

/** The list's sticky header and its last line (loading more, the end, an error), in px. */
export const HEADER_HEIGHT = 28;
export const FOOTER_HEIGHT = 64;
