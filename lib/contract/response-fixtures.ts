/** Valid v2 response bodies for tests (standard dialect: numeric ids). Each call returns a fresh copy. */

export function reportFixture(): Record<string, unknown> {
  return {
    id: 101,
    title: "Fake airdrop page",
    description: "Impersonates the claim page",
    imageDisplay: "VISIBLE",
    favoritedAt: null,
    status: "TODO",
    reportedByCustomer: true,
    slaDueAt: "2025-01-02T00:00:00.000Z",
    externalSubmissionLink: null,
    duplicateOfId: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T01:00:00.000Z",
    attachments: [{ id: 7, url: "https://files.example/1.png" }],
    proposals: [
      {
        id: 55,
        reviewStatus: "PENDING",
        asset: {
          id: 900,
          type: "URL",
          content: "https://claim-airdrop.example",
          status: "UNKNOWN",
          scans: [
            {
              id: 3,
              status: "COMPLETED",
              output: null,
              createdAt: "2025-01-01T00:05:00.000Z",
              enrichments: [{ id: 4, type: "WHOIS", output: { registrar: "x" }, status: "COMPLETED" }],
            },
          ],
        },
      },
    ],
    assets: [{ id: 900, content: "https://claim-airdrop.example", type: "URL", status: "UNKNOWN" }],
    reporter: { id: 12, role: "CUSTOMER", fullName: "Ada", avatarUrl: null },
    externalReporter: null,
    source: "APP",
    sourceMetadata: null,
  };
}

export function healthcheckFixture(): Record<string, unknown> {
  return {
    id: "takedowns.stale-in-progress",
    title: "Stale IN_PROGRESS takedowns",
    category: "takedowns",
    generatedAt: "2025-01-01T00:00:00.000Z",
    scope: { slug: "acme" },
    ok: false,
    severity: "warn",
    observed: { staleCount: 2 },
    threshold: { staleThresholdHours: 168, warnThreshold: 1, failThreshold: 5 },
    findings: [{ kind: "takedown", ref: "td_1", message: "In progress for 9 days", severity: "warn" }],
    suggestedAction: "Follow up with the host",
    appUrl: "https://app.example/takedowns",
  };
}

export function snapshotFixture(): Record<string, unknown> {
  const ages = { lt24h: 1, h24to72: 2, h72to168: 3, gte168h: 4 };
  return {
    generatedAt: "2025-01-01T00:00:00.000Z",
    scope: { slug: "acme", all: false },
    reviewQueue: {
      totalPendingProposals: 10,
      distinctReports: 8,
      ageBuckets: { ...ages },
      slaBuckets: { breached: 1, dueWithin24h: 2, dueWithin72h: 3, beyond72h: 3, missingSla: 1 },
      byOrg: [{ slug: "acme", pendingProposals: 10 }],
    },
    takedownQueue: {
      totalOpen: 6,
      statusCounts: { todo: 2, inProgress: 3, pendingInput: 1 },
      ageBuckets: { ...ages },
      staleInProgress: 1,
      byOrg: [{ slug: "acme", openTakedowns: 6 }],
    },
  };
}

export function userFixture(): Record<string, unknown> {
  return {
    id: 1,
    name: "Ada",
    avatarUrl: "https://img.example/a.png",
    email: "ada@example.com",
    role: "CUSTOMER",
    protectionConfig: { linkMonitoring: true, socialMediaScanning: false, historyScanning: true },
  };
}

export function reviewFixture(): Record<string, unknown> {
  return {
    proposal: { id: 55, reviewStatus: "REJECTED", asset: { id: 900, type: "URL", content: "https://x.example", status: "UNKNOWN" } },
    review: { id: 77, decision: "REJECT", label: null, brandId: null, comment: null, createdAt: "2025-01-01T00:00:00.000Z" },
    watchlisted: true,
  };
}
