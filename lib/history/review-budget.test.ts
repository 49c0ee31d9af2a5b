import { describe, expect, it } from "vitest";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { nextReviewFreeAt } from "./review-budget";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe.each(testEngines())("nextReviewFreeAt on %s", (engine) => {
  const db = useTestDb(engine);
  const review = (offset: number) =>
    recordAuditEvent(db(), {
      action: "proposal.review",
      requestId: `r${offset}`,
      username: "reviewer",
      outcome: "success",
      occurredAt: at(offset).toISOString(),
    });

  it("is when the oldest counted review leaves the 24 h window, once all 10 are used", async () => {
    for (let i = 0; i < 10; i++) await review(-(20 - i) * HOUR);
    expect(await nextReviewFreeAt(db(), NOW, 0)).toBe(at(4 * HOUR).toISOString());
  });

  it("counts held reviews: with 8 sent and 3 held, the second oldest has to leave", async () => {
    for (let i = 0; i < 8; i++) await review(-(20 - i) * HOUR);
    expect(await nextReviewFreeAt(db(), NOW, 3)).toBe(at(5 * HOUR).toISOString());
  });

  it("is null while a review still fits, or when the reviews that fill it were not made here", async () => {
    await review(-HOUR);
    expect(await nextReviewFreeAt(db(), NOW, 0)).toBeNull();
    expect(await nextReviewFreeAt(db(), NOW, 12)).toBeNull();
  });
});
