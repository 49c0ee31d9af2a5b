import { describe, expect, it } from "vitest";
import { scopeOfSlug } from "@/lib/contract/organization-scope";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { consoleFigures } from "./console-figures";
import { resolveWindow } from "./outcome-window";

const NOW = new Date("2026-11-26T12:00:00.000Z");

describe.each(testEngines())("the console's own outcome figures on %s", (engine) => {
  const db = useTestDb(engine);

  it("counts claim collisions (proposals taken over from another reviewer) in the window and the one before", async () => {
    const resolved = resolveWindow({ days: 7 }, NOW);
    if (!resolved.ok) throw new Error(resolved.message);
    const window = resolved.window;
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

    const figures = await consoleFigures(db(), scopeOfSlug("acme"), null, window, NOW);
    expect(figures.claimTakeOvers).toEqual({ current: 2, previous: 1 });
  });
});
