/** Saved views as the console keeps and shows them (isomorphic: no store behind it). */
import type { SavedViewPage } from "./view-state";

/** A saved view as the console keeps it (migration 0017-saved-views). */
export type SavedView = {
  id: string;
  page: SavedViewPage;
  name: string;
  ownerId: number;
  ownerName: string;
  shared: boolean;
  /** The page's URL search text (lib/saved-views/view-state.ts). */
  state: string;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
};
