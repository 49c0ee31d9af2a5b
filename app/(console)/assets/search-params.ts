import { createLoader, parseAsArrayOf, parseAsBoolean, parseAsIsoDateTime, parseAsString, parseAsStringLiteral } from "nuqs/server";

/** The /assets address: the tab, and the filters of the reported list (the route's query keys). */
export const assetsSearchParams = {
  tab: parseAsStringLiteral(["reported", "watchlist", "following"] as const).withDefault("reported"),
  state: parseAsArrayOf(parseAsString),
  liveness: parseAsArrayOf(parseAsString),
  brand: parseAsString,
  takedown: parseAsString,
  from: parseAsIsoDateTime,
  to: parseAsIsoDateTime,
  q: parseAsString,
  liveAgain: parseAsBoolean,
  reached: parseAsStringLiteral(["escalated", "blocked", "submitted", "completed"] as const),
  // The console's own marks (lib/marks): a tag, an assignee, snoozed.
  tag: parseAsString,
  assignee: parseAsString,
  snoozed: parseAsBoolean,
};

export const loadAssetsSearchParams = createLoader(assetsSearchParams);
