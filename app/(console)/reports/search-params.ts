// From "nuqs", not "nuqs/server": this is browser state only, and nuqs/server is a second,
// self-contained copy of nuqs' parsers. The filters' parsers are lib/reports/filter-parsers.ts.
import { createParser, parseAsBoolean } from "nuqs";
import { parseOpaqueIdParam } from "@/lib/contract/opaque-id-text";

/** View state besides the filters: the open report (side panel) and the duplicate fold toggle. */
export const reportViewParsers = {
  /** Ids are opaque (lib/contract/ids.ts): `?report=rpt_…` as well as `?report=5132`. */
  report: createParser({ parse: parseOpaqueIdParam, serialize: (v: string) => v }),
  fold: parseAsBoolean.withDefault(false),
};
