import { createLoader, parseAsIsoDateTime, parseAsString, parseAsStringLiteral } from "nuqs/server";

/** The activity page's URL state: who, what, and a UTC time window (from inclusive, to exclusive). */
export const activitySearchParams = {
  user: parseAsString,
  action: parseAsString,
  outcome: parseAsStringLiteral(["success", "failure", "error"] as const),
  from: parseAsIsoDateTime,
  to: parseAsIsoDateTime,
};

export const loadActivitySearchParams = createLoader(activitySearchParams);
