import { createLoader, parseAsInteger } from "nuqs/server";

/** The alerts page's URL state: the rule whose history is shown (none: every rule). */
export const alertsSearchParams = {
  rule: parseAsInteger,
};

export const loadAlertsSearchParams = createLoader(alertsSearchParams);
