import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { orgKey } from "@/lib/testing/organization-keys";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "@/lib/testing/postgres";
import type { BusMessage } from "./bus-message";
import type { LiveEvent } from "./events";
import { createLiveBus, LIVE_CHANNEL, type LiveBus } from "./live-bus";

const quietLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` passes (a notification crosses PostgreSQL in a few milliseconds). */
async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await settle(20);
    }
  }
}

describe("the live bus in process", () => {
  it("hands each event to every listener once, until it unsubscribes", async () => {
    const bus = createLiveBus({ logger: quietLogger() });
    const a: BusMessage[] = [];
    const b: BusMessage[] = [];
    const stopA = bus.subscribe((e) => a.push(e));
    bus.subscribe((e) => b.push(e));
    await bus.publish({ type: "triage.changed", organization: orgKey(""), cause: "claim" });
    stopA();
    await bus.publish({ type: "alerts.changed" });
    expect(a).toEqual([{ type: "triage.changed", organization: orgKey(""), cause: "claim" }]);
    expect(b).toEqual([{ type: "triage.changed", organization: orgKey(""), cause: "claim" }, { type: "alerts.changed" }]);
    expect(bus.listenerCount()).toBe(1);
    expect(bus.connected()).toBe(true);
    await bus.close();
  });

  it("keeps delivering when one listener throws, and says so in the log", async () => {
    const logger = quietLogger();
    const bus = createLiveBus({ logger });
    const heard: BusMessage[] = [];
    bus.subscribe(() => {
      throw new Error("boom");
    });
    bus.subscribe((e) => heard.push(e));
    await bus.publish({ type: "snapshot.changed", organization: orgKey("acme") });
    expect(heard).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("refuses an event that is not one (a programming mistake, never sent on)", async () => {
    const bus = createLiveBus({ logger: quietLogger() });
    const heard: unknown[] = [];
    bus.subscribe((e) => heard.push(e));
    await expect(bus.publish({ type: "triage.changed", organization: orgKey("") } as unknown as LiveEvent)).rejects.toThrow();
    expect(heard).toEqual([]);
  });
});

const pgMissing = postgresUnavailableReason();

describe.skipIf(pgMissing !== null)("the live bus over PostgreSQL LISTEN/NOTIFY", () => {
  let server: PostgresServer;
  const buses: LiveBus[] = [];
  const bus = async (logger = quietLogger()) => {
    const made = createLiveBus({ databaseUrl: server.url, logger });
    buses.push(made);
    await made.ready;
    return made;
  };

  beforeAll(async () => {
    server = await startPostgres();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("brings one publish to the listeners of both instances, each exactly once", async () => {
    const a = await bus();
    const b = await bus();
    expect(a.connected() && b.connected()).toBe(true);
    const onA: BusMessage[] = [];
    const onB: BusMessage[] = [];
    a.subscribe((e) => onA.push(e));
    b.subscribe((e) => onB.push(e));
    const event: LiveEvent = { type: "reports.changed", organization: orgKey("acme"), assetIds: ["a1", "a2"] };
    await a.publish(event);
    await eventually(() => expect(onB).toEqual([event]));
    await settle(200); // long enough for PostgreSQL's copy back to A to have arrived, and been dropped
    expect(onA).toEqual([event]);
    expect(onB).toEqual([event]);
  });

  it("drops a notification on its channel that is not a live event, and logs it", async () => {
    const logger = quietLogger();
    const b = await bus(logger);
    const heard: BusMessage[] = [];
    b.subscribe((e) => heard.push(e));
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, "not json"]);
      await client.query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, JSON.stringify({ origin: "x", event: { type: "rows.deleted" } })]);
      await client.query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, JSON.stringify({ origin: "x", event: { type: "alerts.changed" } })]);
    } finally {
      await client.end();
    }
    await eventually(() => expect(heard).toEqual([{ type: "alerts.changed" }]));
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it("listens again after its connection is cut, and hears the next event", async () => {
    const logger = quietLogger();
    const b = await bus(logger);
    const a = await bus();
    const heard: BusMessage[] = [];
    b.subscribe((e) => heard.push(e));
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      // Only this file's database: the cluster is shared by the whole run (lib/testing/postgres.ts).
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND datname = current_database()", [`LISTEN ${LIVE_CHANNEL}`]);
    } finally {
      await admin.end();
    }
    await eventually(() => expect(b.connected()).toBe(false));
    await eventually(() => expect(b.connected()).toBe(true), 5000);
    await a.publish({ type: "takedowns.changed", organization: orgKey("") });
    await eventually(() => expect(heard).toEqual([{ type: "takedowns.changed", organization: orgKey("") }]));
    expect(logger.warn).toHaveBeenCalled();
  });
});
