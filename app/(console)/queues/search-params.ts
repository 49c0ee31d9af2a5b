import { createParser, parseAsBoolean } from "nuqs/server";
import { checkSlug, checkWindowHours } from "@/components/queues/snapshot-filters";
import { formatRefreshInterval, parseRefreshInterval, type RefreshInterval } from "@/components/wall/refresh-interval";

export const DEFAULT_QUEUES_REFRESH: RefreshInterval = 60_000;
const slugParser = createParser({ parse: checkSlug, serialize: (v: string) => v });

const windowHoursParser = createParser({
  parse: (raw: string) => {
    const check = checkWindowHours(raw);
    return check.ok ? check.value : null;
  },
  serialize: (v: number) => String(v),
});

/** `?refresh=15s|30s|1m|5m|off`; anything under 15 s reads as 15 s. */
export const refreshParser = createParser<RefreshInterval>({
  parse: (raw: string) => parseRefreshInterval(raw, { fallback: DEFAULT_QUEUES_REFRESH }),
  serialize: formatRefreshInterval,
});

export const queuesSearchParams = {
  slug: slugParser,
  all: parseAsBoolean.withDefault(false),
  windowHours: windowHoursParser,
  refresh: refreshParser.withDefault(DEFAULT_QUEUES_REFRESH),
};
