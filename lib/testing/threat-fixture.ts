import type { Threat } from "@/lib/contract/threat";

/** A row of the threats feed for tests: an escalated, online web address first reported at `at`, changed by `extra`. */
export function threatFixture(id: number | string, at: Date, extra: Partial<Threat> = {}): Threat {
  return {
    id,
    content: `https://a${id}.test`,
    type: "URL",
    status: "UNKNOWN",
    state: "escalated",
    livenessStatus: "ALIVE",
    brands: [],
    firstReportedAt: at.toISOString(),
    escalatedAt: at.toISOString(),
    blockedAt: null,
    takedown: null,
    detailsUrl: null,
    updatedAt: at.toISOString(),
    ...extra,
  };
}
