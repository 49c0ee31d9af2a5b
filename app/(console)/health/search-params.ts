import { createLoader, createParser, parseAsString } from "nuqs/server";
import { parseGrades, serializeGrades } from "@/components/health/grade-filter";
import type { Grade } from "@/components/health/grading";
import { allThresholdKeys } from "@/components/health/threshold-params";
import { checkSlug } from "@/components/queues/snapshot-filters";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";

/**
 * `?slug=`, `?grade=` and one key per documented check parameter, e.g.
 * `?takedowns.stale-in-progress.staleThresholdHours=72`. Threshold values stay raw text here:
 * the page validates them with the check's schema and says what is wrong instead of dropping them.
 */
export const healthSearchParams = {
  slug: createParser({ parse: checkSlug, serialize: (v: string) => v }),
  /** `?grade=warn,fail`: the cards shown, by grade (the summary pills). */
  grade: createParser({ parse: parseGrades, serialize: serializeGrades, eq: (a: Grade[], b: Grade[]) => serializeGrades(a) === serializeGrades(b) }),
  ...Object.fromEntries(allThresholdKeys(HEALTHCHECK_CATALOG).map((key) => [key, parseAsString])),
};

export const loadHealthSearchParams = createLoader(healthSearchParams);
