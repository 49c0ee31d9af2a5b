import { createLoader, createParser, parseAsString } from "nuqs/server";
import { checkSlug } from "@/components/queues/snapshot-filters";
import { allThresholdKeys } from "@/components/health/threshold-params";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";

/**
 * `?slug=` and one key per documented check parameter, e.g.
 * `?takedowns.stale-in-progress.staleThresholdHours=72`. Threshold values stay raw text here:
 * the page validates them with the check's schema and says what is wrong instead of dropping them.
 */
export const healthSearchParams = {
  slug: createParser({ parse: checkSlug, serialize: (v: string) => v }),
  ...Object.fromEntries(allThresholdKeys(HEALTHCHECK_CATALOG).map((key) => [key, parseAsString])),
};

export const loadHealthSearchParams = createLoader(healthSearchParams);
