// From "nuqs", not "nuqs/server": this is browser state only, and nuqs/server is a second,
// self-contained copy of nuqs' parsers. The filters' parsers are lib/reports/filter-parsers.ts.
import { createParser, parseAsBoolean } from "nuqs";
import { isIdText } from "@/lib/contract/opaque-id-text";

/** A timestamp as the service writes createdAt (ISO 8601, seconds, a zone): anything else is dropped. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** View state besides the filters: the open report (side panel), its createdAt when the link says it, and the duplicate fold toggle. */
export const reportViewParsers = {
  /** Ids are opaque (lib/contract/ids.ts): `?report=rpt_…` as well as `?report=5132`; what cannot be one is refused by the page (whyNotAnId). */
  report: createParser({ parse: (raw: string) => (isIdText(raw) ? raw : null), serialize: (v: string) => v }),
  created: createParser({ parse: (raw: string) => (ISO_TIMESTAMP.test(raw) && Number.isFinite(Date.parse(raw)) ? raw : null), serialize: (v: string) => v }),
  fold: parseAsBoolean.withDefault(false),
  /** The console's own filters (components/marks/marked-reports.tsx): a tag, an assignee, snoozed. */
  tag: createParser({ parse: (raw: string) => (/^[a-z0-9][a-z0-9._:-]{0,39}$/.test(raw) ? raw : null), serialize: (v: string) => v }),
  assignee: createParser({ parse: (raw: string) => raw.trim() || null, serialize: (v: string) => v }),
  snoozed: parseAsBoolean,
};
