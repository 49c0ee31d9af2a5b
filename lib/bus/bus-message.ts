import "server-only";
import { z } from "zod";
import { liveEventSchema } from "./events";

/**
 * Sessions that ended (sign-out, sign out everywhere, user removal, role or password change, a
 * revoked wall link): every instance ends the open streams they hold at once (lib/live/stream.ts),
 * instead of letting them run to their maximum age. Never sent on a stream: only the instances read it.
 */
export const sessionsEndedSchema = z
  .strictObject({
    type: z.literal("sessions.ended"),
    /** One session (sign-out). */
    sessionId: z.string().min(1).max(100).optional(),
    /** Every session of a user, but `exceptSessionId` when named. */
    userId: z.number().int().positive().optional(),
    exceptSessionId: z.string().min(1).max(100).optional(),
    /** Every session of a wall link. */
    wallLinkId: z.number().int().positive().optional(),
  })
  .refine((m) => [m.sessionId, m.userId, m.wallLinkId].filter((v) => v !== undefined).length === 1, "names one session, user or wall link");

export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** What travels on the live bus: an event for the open screens, or sessions that ended. */
export const busMessageSchema = z.union([liveEventSchema, sessionsEndedSchema]);
export type BusMessage = z.infer<typeof busMessageSchema>;
