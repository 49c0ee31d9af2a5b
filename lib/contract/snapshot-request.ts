import { z } from "zod";
import { organizationSlugSchema } from "./organization-slug";

/** Body of POST /operations/queues/snapshot (section 4.4). `all: true` is staff-only (checked by the service). */
export const snapshotBodySchema = z.strictObject({
  slug: organizationSlugSchema.optional(),
  all: z.boolean({ error: "all must be a boolean" }).default(false),
  /** Staleness window for takedownQueue.staleInProgress, in hours. */
  windowHours: z
    .number({ error: "windowHours must be a number" })
    .positive("windowHours must be greater than 0")
    .max(24 * 365 * 100, "windowHours must be at most 876000")
    .default(168),
});

export type SnapshotBodyInput = z.input<typeof snapshotBodySchema>;
