import { declareRoute } from "@/lib/api/define";
import type {
  myDefaultViewBodySchema,
  newSavedViewBodySchema,
  savedViewChangeBodySchema,
  savedViewParamsSchema,
  savedViewPinBodySchema,
  savedViewsQuerySchema,
} from "@/lib/saved-views/schemas";
import type { SavedViewsOverview } from "@/lib/saved-views/service.types";
import type { SavedView } from "@/lib/saved-views/store.types";

// Every key sits under ["saved-views"]: a change invalidates the bar of every page (lib/queries/saved-views.ts).

/** GET /api/saved-views: a page's views (the team's and the caller's own), each with its count, and the defaults. */
export const savedViewsApi = declareRoute<{ query: typeof savedViewsQuerySchema }, SavedViewsOverview>()({
  method: "GET",
  path: "/api/saved-views",
  key: ["saved-views", "list"],
});

/** POST /api/saved-views: save the current filters as a view (201). */
export const createSavedViewApi = declareRoute<{ body: typeof newSavedViewBodySchema }, { view: SavedView }>()({
  method: "POST",
  path: "/api/saved-views",
  key: ["saved-views", "create"],
});

/** PATCH /api/saved-views/[viewId]: rename, update from the current filters, or share. */
export const changeSavedViewApi = declareRoute<{ params: typeof savedViewParamsSchema; body: typeof savedViewChangeBodySchema }, { view: SavedView }>()({
  method: "PATCH",
  path: "/api/saved-views/[viewId]",
  key: ["saved-views", "change"],
});

/** DELETE /api/saved-views/[viewId] (204). */
export const deleteSavedViewApi = declareRoute<{ params: typeof savedViewParamsSchema }, void>()({
  method: "DELETE",
  path: "/api/saved-views/[viewId]",
  key: ["saved-views", "delete"],
});

/** POST /api/saved-views/[viewId]/pin: an admin pins a shared view as the team's default of its page, or unpins it. */
export const pinSavedViewApi = declareRoute<{ params: typeof savedViewParamsSchema; body: typeof savedViewPinBodySchema }, { pinned: boolean }>()({
  method: "POST",
  path: "/api/saved-views/[viewId]/pin",
  key: ["saved-views", "pin"],
});

/** POST /api/saved-views/default: the caller's own default view of a page, or none. */
export const myDefaultViewApi = declareRoute<{ body: typeof myDefaultViewBodySchema }, { myDefaultId: string | null }>()({
  method: "POST",
  path: "/api/saved-views/default",
  key: ["saved-views", "default"],
});
