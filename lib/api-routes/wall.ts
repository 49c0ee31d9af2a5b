import { declareRoute } from "@/lib/api/define";
import type { WallCountsView } from "@/lib/wall/counts.types";

/** GET /api/wall/counts: the console's own figures for the wall (re-emerged assets, tags, assignees). */
export const wallCountsApi = declareRoute<Record<never, never>, WallCountsView>()({ method: "GET", path: "/api/wall/counts", key: ["wall", "counts"] });
