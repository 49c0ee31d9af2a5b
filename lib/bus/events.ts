/**
 * What the console says to open screens when something they show has changed (docs/architecture.md,
 * "Live updates"). Events name what to refresh, never a record: a screen reads the change itself
 * through its usual route, with its own session's rights. Isomorphic: the server validates what
 * arrives over PostgreSQL NOTIFY with it, the browser what arrives on the event stream.
 */
import { z } from "zod";
import { storedOrganizationKeySchema } from "@/lib/contract/organization-key";

/** The organization as the console's own store keys it (lib/contract/organization-key.ts): "" for the key's own, else the slug. */
const organization = storedOrganizationKeySchema;

/** A NOTIFY payload is at most 8000 bytes; a longer list of assets is sent as "every asset" (no list). */
export const MAX_LIVE_ASSET_IDS = 50;

export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("triage.changed"), organization, cause: z.enum(["escalation", "review", "claim", "walk"]) }),
  z.object({ type: z.literal("reports.changed"), organization, assetIds: z.array(z.string().min(1).max(200)).max(MAX_LIVE_ASSET_IDS).optional() }),
  z.object({ type: z.literal("snapshot.changed"), organization }),
  z.object({ type: z.literal("takedowns.changed"), organization }),
  z.object({ type: z.literal("alerts.changed") }),
  z.object({ type: z.literal("webhook.received"), eventType: z.string().max(200) }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
