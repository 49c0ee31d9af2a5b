// From "nuqs", not "nuqs/server": this is browser state only (the server page reads its filters with
// readFiltersFromUrl), and nuqs/server is a second, self-contained copy of nuqs' parsers.
import { createParser, parseAsBoolean } from "nuqs";
import {
  checkList,
  checkScalar,
  type FilterKey,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  SCALAR_FILTER_KEYS,
  type ScalarFilterKey,
} from "@/components/reports/report-filters";
import { parseOpaqueIdParam } from "@/lib/contract/opaque-id-text";

/** A scalar filter: an invalid URL value reads as unset (the page reports it separately). */
const scalarParser = (key: ScalarFilterKey) =>
  createParser({
    parse: (raw: string) => {
      const check = checkScalar(key, raw);
      return check.ok ? check.value : null;
    },
    serialize: (value: string) => value,
  });

/** A list filter, comma-separated in the URL like the service's own query; invalid items are dropped. */
const listParser = (key: ListFilterKey) =>
  createParser({
    parse: (raw: string) => {
      const { values } = checkList(key, raw);
      return values.length > 0 ? values : null;
    },
    serialize: (values: string[]) => values.join(","),
    eq: (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]),
  });

type FilterParsers = Record<ScalarFilterKey, ReturnType<typeof scalarParser>> & Record<ListFilterKey, ReturnType<typeof listParser>>;

export const reportFilterParsers = Object.fromEntries([
  ...SCALAR_FILTER_KEYS.map((key) => [key, scalarParser(key)]),
  ...LIST_FILTER_KEYS.map((key) => [key, listParser(key)]),
]) as FilterParsers satisfies Record<FilterKey, unknown>;

/** View state besides the filters: the open report (side panel) and the duplicate fold toggle. */
export const reportViewParsers = {
  /** Ids are opaque (lib/contract/ids.ts): `?report=rpt_…` as well as `?report=5132`. */
  report: createParser({ parse: parseOpaqueIdParam, serialize: (v: string) => v }),
  fold: parseAsBoolean.withDefault(false),
};
