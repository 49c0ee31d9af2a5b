import { describe, expect, it } from "vitest";
import { completeAuditEvent, getAuditEvent, InvalidAuditCursorError, insertPendingAuditEvent, listAuditEvents, recordAuditEvent } from "./audit-events";
import { testEngines, useTestDb } from "./testing";

const base = { action: "asset.unblock", requestId: "req-1" } as const;

describe.each(testEngines())("audit events on %s", (engine) => {
  const db = useTestDb(engine);

  it("writes a pending event and completes it once", async () => {
    const id = await insertPendingAuditEvent(db(), {
      ...base,
      username: "alice",
      role: "admin",
      target: "asset:42",
      inputSummary: { assetId: 42, reason: "false positive" },
      ip: "127.0.0.1",
      occurredAt: "2025-01-01T10:00:00.000Z",
    });
    expect(typeof id).toBe("number");
    const pending = await getAuditEvent(db(), id);
    expect(pending).toMatchObject({
      id,
      outcome: "pending",
      completedAt: null,
      httpStatus: null,
      username: "alice",
      role: "admin",
      target: "asset:42",
      inputSummary: { assetId: 42, reason: "false positive" },
      occurredAt: "2025-01-01T10:00:00.000Z",
      ip: "127.0.0.1",
    });

    expect(await completeAuditEvent(db(), id, { outcome: "success", httpStatus: 200 })).toBe(true);
    const done = await getAuditEvent(db(), id);
    expect(done?.outcome).toBe("success");
    expect(done?.httpStatus).toBe(200);
    expect(done?.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Completing twice does nothing: the first outcome stands.
    expect(await completeAuditEvent(db(), id, { outcome: "error", httpStatus: 502 })).toBe(false);
    expect((await getAuditEvent(db(), id))?.outcome).toBe("success");
    expect(await completeAuditEvent(db(), id + 1000, { outcome: "success" })).toBe(false);
  });

  it("records one-shot events as completed", async () => {
    const id = await recordAuditEvent(db(), { action: "session.sign-in", requestId: "r", username: "bob", outcome: "failure", httpStatus: 401 });
    const e = await getAuditEvent(db(), id);
    expect(e).toMatchObject({ outcome: "failure", httpStatus: 401, inputSummary: null, target: null });
    expect(e?.completedAt).toBe(e?.occurredAt);
  });

  it("rejects invalid events", async () => {
    await expect(insertPendingAuditEvent(db(), { action: "", requestId: "r" })).rejects.toThrow();
    await expect(recordAuditEvent(db(), { ...base, outcome: "pending" as never })).rejects.toThrow();
  });

  it("replaces oversized input summaries with a marker", async () => {
    const id = await recordAuditEvent(db(), { ...base, outcome: "success", inputSummary: { note: "x".repeat(10_000) } });
    expect((await getAuditEvent(db(), id))?.inputSummary).toMatchObject({ truncated: true });
  });

  it("lists newest first with a keyset cursor and filters", async () => {
    const t0 = Date.parse("2025-03-01T00:00:00.000Z");
    // 25 events, some sharing a timestamp so the id tie-break matters.
    for (let i = 0; i < 25; i++) {
      await recordAuditEvent(db(), {
        action: i % 2 === 0 ? "asset.unblock" : "report.review",
        username: i % 3 === 0 ? "carol" : "dave",
        requestId: `req-${i}`,
        outcome: "success",
        occurredAt: new Date(t0 + Math.floor(i / 2) * 60_000),
      });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listAuditEvents(db(), { limit: 10, cursor });
      seen.push(...page.items.map((e) => e.requestId));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `req-${24 - i}`));

    const carol = await listAuditEvents(db(), { username: "carol", limit: 100 });
    expect(carol.items.map((e) => e.requestId)).toEqual(["req-24", "req-21", "req-18", "req-15", "req-12", "req-9", "req-6", "req-3", "req-0"]);
    expect(carol.nextCursor).toBeNull();

    // Part of the name, in any case; LIKE's wildcards are taken as typed.
    expect((await listAuditEvents(db(), { username: "CAR", limit: 100 })).items).toHaveLength(9);
    expect((await listAuditEvents(db(), { username: "ar%", limit: 100 })).items).toHaveLength(0);
    expect((await listAuditEvents(db(), { username: "_", limit: 100 })).items).toHaveLength(0);

    const reviews = await listAuditEvents(db(), { action: "report.review", limit: 100 });
    expect(reviews.items).toHaveLength(12);
    expect(reviews.items.every((e) => e.action === "report.review")).toBe(true);

    // from inclusive, to exclusive: minutes 2..4 hold events 4..9.
    const window = await listAuditEvents(db(), {
      from: new Date(t0 + 2 * 60_000),
      to: new Date(t0 + 5 * 60_000).toISOString(),
      limit: 100,
    });
    expect(window.items.map((e) => e.requestId)).toEqual(["req-9", "req-8", "req-7", "req-6", "req-5", "req-4"]);
  });

  it("rejects a malformed cursor", async () => {
    await expect(listAuditEvents(db(), { limit: 5, cursor: "not-a-cursor" })).rejects.toBeInstanceOf(InvalidAuditCursorError);
  });
});
