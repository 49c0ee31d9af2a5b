import { describe, expect, it, vi } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { orgKey } from "@/lib/testing/organization-keys";
import { ESCALATION_KEPT_MS, QUEUE_FRESH_MS, readSnapshot, recordEscalation, TriageQueueStore, type WalkResult } from "./queue-store";

const START = Date.parse("2026-11-20T12:00:00.000Z");

describe.each(testEngines())("the walked queue on %s", (engine) => {
  const db = useTestDb(engine);

  function instances(count: number) {
    let now = START;
    let walks = 0;
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    const walk = async (): Promise<WalkResult> => {
      walks += 1;
      await gate;
      return { reports: [], brands: [], pages: walks };
    };
    const stores = Array.from({ length: count }, (_, i) => new TriageQueueStore({ db: db(), walk, now: () => new Date(now), holder: `instance-${i}` }));
    return {
      stores,
      walks: () => walks,
      advance: (ms: number) => {
        now += ms;
      },
      hold: () => {
        gate = new Promise((resolve) => {
          release = resolve;
        });
      },
      release: () => release(),
    };
  }

  it("walks once for any number of readers on several instances, then serves the stored queue", async () => {
    const env = instances(2);
    env.hold();
    const readers = Array.from({ length: 20 }, (_, i) => env.stores[i % 2]!.get(orgKey("")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    env.release();
    const snapshots = await Promise.all(readers);
    expect(env.walks()).toBe(1);
    expect(new Set(snapshots.map((s) => s.walkedAt)).size).toBe(1);
    await env.stores[1]!.get(orgKey(""));
    expect(env.walks()).toBe(1);
  });

  it("says the queue changed after a walk that found a different one, not after one that found the same", async () => {
    let now = START;
    let reports: WalkResult["reports"] = [];
    const changed: string[] = [];
    const store = new TriageQueueStore({
      db: db(),
      walk: async () => ({ reports, brands: [], pages: 1 }),
      now: () => new Date(now),
      holder: "instance-0",
      onChanged: (org) => changed.push(org),
    });
    await store.get(orgKey("acme"));
    expect(changed).toEqual(["acme"]); // nothing was stored before
    now += QUEUE_FRESH_MS;
    await store.refresh(orgKey("acme"));
    expect(changed).toEqual(["acme"]);
    reports = [{ id: 7, proposals: [] } as unknown as WalkResult["reports"][number]];
    now += QUEUE_FRESH_MS;
    await store.refresh(orgKey("acme"));
    expect(changed).toEqual(["acme", "acme"]);
  });

  it("counts an escalated proposal as awaiting the organization in every read, across walks that do not name it, for a week", async () => {
    let now = START;
    const held = { id: "rpt_1", proposals: [{ id: "prp_7" }] } as unknown as WalkResult["reports"][number];
    const changed: string[] = [];
    const store = new TriageQueueStore({
      db: db(),
      walk: async () => ({ reports: [held], brands: [], pages: 1, awaiting: ["prp_1"] }),
      now: () => new Date(now),
      holder: "instance-0",
      onChanged: (org) => changed.push(org),
    });
    expect(await recordEscalation(db(), orgKey("acme"), "prp_7", new Date(now))).toEqual({ held: false });
    await store.get(orgKey("acme"));
    expect(await recordEscalation(db(), orgKey("acme"), "prp_7", new Date(now))).toEqual({ held: true });
    expect((await readSnapshot(db(), orgKey("acme")))!.awaiting).toEqual(["prp_1", "prp_7"]);
    expect(await readSnapshot(db(), orgKey("other"))).toBeNull();
    // A walk that finds the same queue is no change, escalation or not.
    now += QUEUE_FRESH_MS;
    await store.refresh(orgKey("acme"));
    expect(changed).toEqual(["acme"]);
    expect((await store.get(orgKey("acme"))).awaiting).toEqual(["prp_1", "prp_7"]);
    // A week on, another escalation prunes it.
    now += ESCALATION_KEPT_MS;
    await recordEscalation(db(), orgKey("acme"), "prp_8", new Date(now));
    expect((await readSnapshot(db(), orgKey("acme")))!.awaiting).toEqual(["prp_1", "prp_8"]);
  });

  it("merges reports into a cached queue before the next walk (replacing those it holds), and none into a queue nobody opened", async () => {
    const report = (id: string, proposals: string[]) => ({ id, proposals: proposals.map((p) => ({ id: p })) }) as unknown as WalkResult["reports"][number];
    const store = new TriageQueueStore({
      db: db(),
      walk: async () => ({ reports: [report("rpt_1", ["prp_1"])], brands: [], pages: 1 }),
      now: () => new Date(START),
      holder: "i",
    });
    expect(await store.mergeReports(orgKey("acme"), [report("rpt_2", ["prp_2"])])).toBe(false);
    await store.get(orgKey("acme"));
    const walkedAt = (await readSnapshot(db(), orgKey("acme")))!.walkedAt;
    expect(await store.mergeReports(orgKey("acme"), [report("rpt_2", ["prp_2"]), report("rpt_1", ["prp_1", "prp_3"])])).toBe(true);
    const merged = (await readSnapshot(db(), orgKey("acme")))!;
    expect(merged.reports.map((r) => [r.id, r.proposals.map((p) => p.id)])).toEqual([
      ["rpt_1", ["prp_1", "prp_3"]],
      ["rpt_2", ["prp_2"]],
    ]);
    expect(merged.walkedAt).toBe(walkedAt);
  });

  it("refreshes an old or invalidated queue once, in the background", async () => {
    const env = instances(1);
    const store = env.stores[0]!;
    await store.get(orgKey(""));
    env.advance(QUEUE_FRESH_MS);
    expect(await store.dueForRefresh(60_000)).toEqual([""]);
    await store.refresh(orgKey(""));
    expect(env.walks()).toBe(2);
    await store.invalidate(orgKey(""));
    await vi.waitFor(() => expect(env.walks()).toBe(3));
    await store.refresh(orgKey("")); // joins the walk under way
    expect((await store.get(orgKey(""))).stale).toBe(false);
    expect(env.walks()).toBe(3);
  });

  it("peek answers at once: null and a walk when nothing is cached, the cache until it is older than asked or stale", async () => {
    const env = instances(1);
    const store = env.stores[0]!;
    expect(await store.peek(orgKey(""), 300_000)).toBeNull();
    await vi.waitFor(() => expect(env.walks()).toBe(1));
    await vi.waitFor(async () => expect(await store.peek(orgKey(""), 300_000)).not.toBeNull());
    env.advance(QUEUE_FRESH_MS);
    await store.peek(orgKey(""), 300_000);
    expect(env.walks()).toBe(1);
    env.advance(300_000);
    await store.peek(orgKey(""), 300_000);
    await vi.waitFor(() => expect(env.walks()).toBe(2));
  });
});
