import { z } from "zod";
import { timestampSchema } from "./response-id";

const count = z.number().int().nonnegative();

const ageBucketsSchema = z.looseObject({ lt24h: count, h24to72: count, h72to168: count, gte168h: count });

/** Section 2.9, every count an integer. */
export const queueSnapshotSchema = z.looseObject({
  generatedAt: timestampSchema,
  scope: z.looseObject({ slug: z.string(), all: z.boolean() }),
  reviewQueue: z.looseObject({
    totalPendingProposals: count,
    distinctReports: count,
    ageBuckets: ageBucketsSchema,
    slaBuckets: z.looseObject({
      breached: count,
      dueWithin24h: count,
      dueWithin72h: count,
      beyond72h: count,
      missingSla: count,
    }),
    byOrg: z.array(z.looseObject({ slug: z.string(), pendingProposals: count })),
  }),
  takedownQueue: z.looseObject({
    totalOpen: count,
    statusCounts: z.looseObject({ todo: count, inProgress: count, pendingInput: count }),
    ageBuckets: ageBucketsSchema,
    staleInProgress: count,
    byOrg: z.array(z.looseObject({ slug: z.string(), openTakedowns: count })),
  }),
});

export type QueueSnapshot = z.output<typeof queueSnapshotSchema>;
export type AgeBuckets = z.output<typeof ageBucketsSchema>;
