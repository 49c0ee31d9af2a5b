import { createParser, parseAsBoolean, parseAsString, parseAsStringLiteral } from "nuqs";
import { checkSlug } from "@/components/queues/snapshot-filters";
import { AGE_BUCKETS, LIVENESS_OPTIONS, SORTS, STATUS_OPTIONS } from "@/components/takedowns/takedown-view";
import { ASSET_TYPES } from "@/lib/contract/asset-types";
import { parseOpaqueIdParam } from "@/lib/contract/opaque-id-text";

/** A comma list in the URL; values outside `allowed` are dropped, an empty list reads as unset. */
const listParser = (allowed: readonly string[]) =>
  createParser({
    parse: (raw: string) => {
      const values = [
        ...new Set(
          raw
            .split(",")
            .map((v) => v.trim())
            .filter((v) => allowed.includes(v)),
        ),
      ];
      return values.length > 0 ? values : null;
    },
    serialize: (values: string[]) => values.join(","),
    eq: (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]),
  });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export const takedownSearchParams = {
  slug: createParser({ parse: checkSlug, serialize: (v: string) => v }),
  status: listParser(STATUS_OPTIONS),
  liveness: listParser(LIVENESS_OPTIONS),
  type: listParser(ASSET_TYPES),
  q: parseAsString,
  sort: parseAsStringLiteral(SORTS.map((s) => s.value)).withDefault("updated-desc"),
  age: parseAsStringLiteral(AGE_BUCKETS),
  asOf: createParser({ parse: (raw: string) => (ISO.test(raw) && Number.isFinite(Date.parse(raw)) ? raw : null), serialize: (v: string) => v }),
  stale: parseAsBoolean.withDefault(false),
  /** Created within (instants, both included): the takedowns /outcomes counts as filed in a period. */
  createdFrom: createParser({ parse: (raw: string) => (ISO.test(raw) && Number.isFinite(Date.parse(raw)) ? raw : null), serialize: (v: string) => v }),
  createdTo: createParser({ parse: (raw: string) => (ISO.test(raw) && Number.isFinite(Date.parse(raw)) ? raw : null), serialize: (v: string) => v }),
  windowHours: createParser({
    parse: (raw: string) => (/^[0-9]{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null),
    serialize: (v: number) => String(v),
  }),
  /** `unassigned` or an assignee's id: filtered in the console (the service's list has no such filter). */
  assignee: createParser({ parse: (raw: string) => (/^[A-Za-z0-9][A-Za-z0-9_.~-]{0,99}$/.test(raw) ? raw : null), serialize: (v: string) => v }),
  /** One takedown (a finding's link): shown alone, found whatever the list has loaded. */
  id: createParser({ parse: parseOpaqueIdParam, serialize: (v: string) => v }),
};
