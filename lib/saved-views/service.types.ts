/** The views bar's answer (isomorphic: no store or service behind it). */
import type { ViewCount } from "./counts.types";
import type { SavedView } from "./store.types";
import type { IgnoredValue } from "./view-state";

/** A view as the views bar shows it. */
export type SavedViewEntry = SavedView & {
  count: ViewCount;
  /** Filters the page no longer takes: kept in the view, shown as ignored. */
  ignored: IgnoredValue[];
  /** The caller may rename, update or delete it (its owner, or an admin for a shared view). */
  canEdit: boolean;
};

export type SavedViewsOverview = {
  views: SavedViewEntry[];
  myDefaultId: string | null;
  /** Where a visit without filters opens: the caller's own default, else the team's. */
  defaultId: string | null;
  teamDefaultId: string | null;
  /** /triage only: today's remaining reviews (lib/triage, the daily review budget). */
  budget?: { remaining: number; limit: number };
};
