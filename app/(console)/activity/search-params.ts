import { createLoader, parseAsIsoDateTime, parseAsString } from "nuqs/server";

/** The activity page's URL state: who, what, and a UTC time window (from inclusive, to exclusive). */
export const activitySearchParams = {
  user: parseAsString,
  action: parseAsString,
  from: parseAsIsoDateTime,
  to: parseAsIsoDateTime,
};

export const loadActivitySearchParams = createLoader(activitySearchParams);
