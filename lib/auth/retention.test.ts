import { describe, expect, it } from "vitest";
import { retentionTick } from "@/lib/auth/retention";
import { createSessionRecord, liveSessionRecord } from "@/lib/auth/session-records";
import { createUser } from "@/lib/auth/users";
import { listAuditEvents, recordAuditEvent } from "@/lib/db/audit-events";
import { testEngines, useTestDb } from "@/lib/db/testing";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe.each(testEngines())("audit retention on %s", (engine) => {
  const db = useTestDb(engine);

  it("deletes audit events older than the retention, keeps the rest", async () => {
    for (const [days, requestId] of [
      [401, "old"],
      [399, "recent"],
      [0, "today"],
    ] as const) {
      await recordAuditEvent(db(), { action: "session.sign-in", requestId, outcome: "failure", occurredAt: daysAgo(days) });
    }
    const result = await retentionTick({ db: db(), retentionDays: 400, now: () => NOW }, "instance-a");
    expect(result).toMatchObject({ held: true, auditEvents: 1 });
    const { items } = await listAuditEvents(db(), { limit: 10 });
    expect(items.map((e) => e.requestId).sort()).toEqual(["recent", "today"]);
  });

  it("only one instance prunes: the lease holder", async () => {
    expect((await retentionTick({ db: db(), retentionDays: 400, now: () => NOW }, "instance-a")).held).toBe(true);
    expect((await retentionTick({ db: db(), retentionDays: 400, now: () => NOW }, "instance-b")).held).toBe(false);
  });

  it("deletes session records that ended or expired a month ago", async () => {
    const user = await createUser(db(), { username: "old", password: "old-password", role: "viewer" });
    const stale = await createSessionRecord(db(), { kind: "user", userId: user.id }, new Date(daysAgo(40)), new Date(daysAgo(41)));
    const live = await createSessionRecord(db(), { kind: "user", userId: user.id }, new Date(NOW.getTime() + 3_600_000), NOW);
    const result = await retentionTick({ db: db(), retentionDays: 400, now: () => NOW }, "instance-a");
    expect(result.sessions).toBe(1);
    const ids = (await db().selectFrom("sessions").select("id").execute()).map((r) => r.id);
    expect(ids).toEqual([live]);
    expect(ids).not.toContain(stale);
    expect(await liveSessionRecord(db(), live, NOW)).not.toBeNull();
  });
});
