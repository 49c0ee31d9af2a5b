import { describe, expect, it } from "vitest";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { orgKey } from "@/lib/testing/organization-keys";
import { holdReview } from "@/lib/triage/outbox";
import { consoleFigures } from "./console-figures";
import { resolveWindow } from "./outcome-window";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const MINUTE = 60_000;

function window7() {
  const resolved = resolveWindow({ days: 7 }, NOW);
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.window;
}

describe.each(testEngines())("the console's own outcome figures on %s", (engine) => {
  const db = useTestDb(engine);

  it("counts claim collisions (proposals taken over from another reviewer) in the window and the one before", async () => {
    const window = window7();
    const takeOver = (occurredAt: string) =>
      recordAuditEvent(db(), { action: "triage.claim.take-over", username: "bob", target: "7", requestId: "r", outcome: "success", occurredAt });
    await takeOver(`${window.endDate}T10:00:00.000Z`);
    await takeOver(`${window.startDate}T00:30:00.000Z`);
    await takeOver(`${window.previous.endDate}T23:00:00.000Z`);
    await recordAuditEvent(db(), {
      action: "triage.review.hold",
      username: "bob",
      requestId: "r",
      outcome: "success",
      occurredAt: `${window.endDate}T10:00:00.000Z`,
    });

    const figures = await consoleFigures(db(), orgKey("acme"), null, window, NOW);
    expect(figures.claimTakeOvers).toEqual({ current: 2, previous: 1 });
  });

  it("measures how long proposals waited from arrival until reviewed, over the reviews sent in the window and the one before", async () => {
    const window = window7();
    let id = 0;
    /** A review held at `reviewedAt` of a proposal that arrived `waitedMinutes` before, then given its `status`. */
    const review = async (reviewedAt: string, waitedMinutes: number | null, status: "sent" | "held" | "failed" | "undone" = "sent", org = orgKey("acme")) => {
      const at = new Date(reviewedAt);
      const row = await holdReview(db(), {
        org,
        proposalId: String(++id),
        reportId: "7",
        reportUpdatedAt: "2026-11-01T00:00:00.000Z",
        assetContent: "https://x.example",
        proposedAt: waitedMinutes === null ? null : new Date(at.getTime() - waitedMinutes * MINUTE).toISOString(),
        body: { assetId: 2, decision: "REJECT", rejectReason: "irrelevant" },
        username: "ann",
        userId: 1,
        role: "reviewer",
        now: at,
        holdMs: 10_000,
      });
      if (status !== "held") await db().updateTable("review_outbox").set({ status }).where("id", "=", row.id).execute();
    };
    // In the window: ten measured waits (the first reviewed at the window's first instant), one without an arrival.
    const waits = [10, 20, 30, 40, 50, 60, 70, 80, 90, 1000];
    for (const [i, minutes] of waits.entries()) await review(i === 0 ? `${window.startDate}T00:00:00.000Z` : `${window.endDate}T0${i - 1}:00:00.000Z`, minutes);
    await review(`${window.endDate}T10:00:00.000Z`, null);
    // Not reviews that reached the service, or not this organization's: not counted.
    await review(`${window.endDate}T10:00:00.000Z`, 5, "held");
    await review(`${window.endDate}T10:00:00.000Z`, 5, "failed");
    await review(`${window.endDate}T10:00:00.000Z`, 5, "undone");
    await review(`${window.endDate}T10:00:00.000Z`, 5, "sent", orgKey("other"));
    // The previous period, up to its last instant.
    await review(`${window.previous.endDate}T23:59:59.999Z`, 100);
    await review(`${window.previous.startDate}T08:00:00.000Z`, 200);

    const figures = await consoleFigures(db(), orgKey("acme"), null, window, NOW);
    expect(figures.waitUntilReview).toEqual({
      current: { measured: 10, medianMinutes: 55, p90Minutes: 90, withoutArrival: 1 },
      previous: { measured: 2, medianMinutes: 150, p90Minutes: 200, withoutArrival: 0 },
    });
  });

  it("a window without sent reviews has no wait, not a wait of 0", async () => {
    const figures = await consoleFigures(db(), orgKey("acme"), null, window7(), NOW);
    const none = { measured: 0, medianMinutes: null, p90Minutes: null, withoutArrival: 0 };
    expect(figures.waitUntilReview).toEqual({ current: none, previous: none });
  });
});
