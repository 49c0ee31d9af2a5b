import type { QueueSnapshot } from "@/lib/contract/snapshot";

/** A snapshot as the embedded service answers for acme (used by tests). */
export const SAMPLE_SNAPSHOT: QueueSnapshot = {
  generatedAt: "2026-11-20T12:00:00.000Z",
  scope: { slug: "acme", all: false },
  reviewQueue: {
    totalPendingProposals: 1086,
    distinctReports: 835,
    ageBuckets: { lt24h: 88, h24to72: 146, h72to168: 141, gte168h: 711 },
    slaBuckets: { breached: 647, dueWithin24h: 32, dueWithin72h: 144, beyond72h: 0, missingSla: 263 },
    byOrg: [{ slug: "acme", pendingProposals: 1086 }],
  },
  takedownQueue: {
    totalOpen: 163,
    statusCounts: { todo: 58, inProgress: 79, pendingInput: 26 },
    ageBuckets: { lt24h: 4, h24to72: 26, h72to168: 68, gte168h: 65 },
    staleInProgress: 18,
    byOrg: [{ slug: "acme", openTakedowns: 163 }],
  },
};
