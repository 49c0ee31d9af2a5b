import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { SESSION_COOKIE, startUserSessionIn, startWallSessionIn } from "@/lib/auth/session";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { createUser } from "@/lib/auth/users";
import { createWallLink } from "@/lib/auth/wall-links";
import { createLiveBus } from "@/lib/bus/live-bus";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { getEnv } from "@/lib/env";
import { liveStream, openLiveStreams } from "@/lib/live/stream";
import { apiRequest, routeTestEnvOn, TEST_ORIGIN } from "@/lib/testing/route-harness";
import { PATCH as changeUser, DELETE as removeUser } from "../console-users/[username]/route";
import { DELETE as signOut } from "../session/route";
import { DELETE as revokeLink } from "../wall-links/[linkId]/route";
import { GET } from "./route";

// The sign-out route ends the session named by Next's cookie store: here, the jar of the caller.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge?: number }) => {
      if (options.maxAge !== undefined && options.maxAge <= 0) jar.delete(name);
      else jar.set(name, value);
    },
  }),
}));

type Session = { cookie: string; sid: string };

/** A session opened as the sign-in route opens one: its record, and the sealed cookie a browser would send. */
async function signIn(owner: { kind: "user"; id: number } | { kind: "wall"; id: number }): Promise<Session> {
  let seal = "";
  const store = {
    get: () => undefined,
    set: (_name: string, value: string) => {
      seal = value;
    },
  };
  const deps = { db: await getDb(), secret: getSessionSecret() };
  const sid = owner.kind === "user" ? await startUserSessionIn(store, { id: owner.id }, deps) : await startWallSessionIn(store, { id: owner.id }, deps);
  return { cookie: `${SESSION_COOKIE}=${seal}`, sid };
}

const as = (session: Session, request: Request) => {
  request.headers.set("Cookie", session.cookie);
  return request;
};

type Open = { status: number; response: Response; text: () => Promise<string>; close: () => void };
const opened: Open[] = [];

/** GET /api/live as a browser tab with this session; `text()` reads the stream to its end. */
async function openStream(session: Session): Promise<Open> {
  const abort = new AbortController();
  const response = await GET(new Request(`${TEST_ORIGIN}/api/live`, { headers: { Origin: TEST_ORIGIN, Cookie: session.cookie }, signal: abort.signal }));
  const open: Open = { status: response.status, response, text: () => response.text(), close: () => abort.abort() };
  opened.push(open);
  return open;
}

/** Reads until the stream ends, or fails after `ms` (a stream left open would run for ten minutes). */
async function endsWithin(open: Open, ms = 2_000): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([open.text(), late]);
  } finally {
    clearTimeout(timer);
  }
}

afterEach(async () => {
  for (const open of opened.splice(0)) open.close();
  await vi.waitFor(() => expect(openLiveStreams()).toBe(0));
  jar.clear();
});

const ENDED = 'event: bye\ndata: {"reason":"session-ended"}\n\n';

describe.each(testEngines())("GET /api/live caps and endings, on %s", (engine) => {
  const env = routeTestEnvOn(engine, { LIVE_STREAMS_PER_SESSION: "2", LIVE_STREAMS_PER_USER: "3", LIVE_STREAMS_PER_PROCESS: "5" });
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    env();
    const db = await getDb();
    for (const [username, role] of [
      ["ann", "viewer"],
      ["bob", "viewer"],
      ["cat", "viewer"],
      ["root", "admin"],
    ] as const) {
      ids[username] = (await createUser(db, { username, password: `${username}-password-1`, role })).id;
    }
  });
  const user = (name: string) => signIn({ kind: "user", id: ids[name]! });

  it("refuses the stream past each cap with a 429 in the one error shape, with Retry-After, and admits again when one closes", async () => {
    const [ann1, ann2, bob1] = [await user("ann"), await user("ann"), await user("bob")];
    // Per session: 2.
    expect((await openStream(ann1)).status).toBe(200);
    const second = await openStream(ann1);
    expect(second.status).toBe(200);
    const third = await openStream(ann1);
    expect(third.status).toBe(429);
    expect(third.response.headers.get("Retry-After")).toBe("30");
    const { error } = await third.response.json();
    expect(error).toEqual({
      code: "TOO_MANY_STREAMS",
      message: expect.stringContaining("This browser has too many live update streams open"),
      requestId: expect.any(String),
    });
    // Per user: 3, across the user's sessions.
    expect((await openStream(ann2)).status).toBe(200);
    const fourth = await openStream(ann2);
    expect(fourth.status).toBe(429);
    expect((await fourth.response.json()).error.message).toContain("You have too many live update streams open");
    // Per process: 5, whoever asks.
    expect((await openStream(bob1)).status).toBe(200);
    expect((await openStream(bob1)).status).toBe(200);
    const sixth = await openStream(await user("cat"));
    expect(sixth.status).toBe(429);
    expect((await sixth.response.json()).error.message).toContain("The console has as many live update streams open as it serves");
    expect(openLiveStreams()).toBe(5);
    // A tab that goes away gives its place back.
    second.close();
    await vi.waitFor(() => expect(openLiveStreams()).toBe(4));
    expect((await openStream(ann1)).status).toBe(200);
  });

  it("ends a session's streams at once when it signs out, and leaves the user's other sessions' open", async () => {
    const [ann1, ann2] = [await user("ann"), await user("ann")];
    const leaving = await openStream(ann1);
    const staying = await openStream(ann2);
    jar.set(SESSION_COOKIE, ann1.cookie.slice(SESSION_COOKIE.length + 1));
    expect((await signOut(as(ann1, apiRequest("DELETE", "/api/session")))).status).toBe(204);
    expect((await endsWithin(leaving)).endsWith(ENDED)).toBe(true);
    expect(openLiveStreams()).toBe(1);
    staying.close();
  });

  it("ends every stream of a user whose role an admin changes, and of a user an admin removes", async () => {
    const admin = await user("root");
    const [bob1, bob2, cat] = [await user("bob"), await user("bob"), await user("cat")];
    const bobs = [await openStream(bob1), await openStream(bob2)];
    const cats = await openStream(cat);
    const promoted = await changeUser(as(admin, apiRequest("PATCH", "/api/console-users/bob", { role: "reviewer" })), {
      params: Promise.resolve({ username: "bob" }),
    });
    expect(promoted.status).toBe(200);
    for (const stream of bobs) expect((await endsWithin(stream)).endsWith(ENDED)).toBe(true);
    expect(openLiveStreams()).toBe(1);
    const removed = await removeUser(as(admin, apiRequest("DELETE", "/api/console-users/cat")), { params: Promise.resolve({ username: "cat" }) });
    expect(removed.status).toBe(200);
    expect((await endsWithin(cats)).endsWith(ENDED)).toBe(true);
    expect(openLiveStreams()).toBe(0);
  });

  it("ends a wall screen's stream at once when its link is revoked", async () => {
    const admin = await user("root");
    const { link } = await createWallLink(await getDb(), { name: "Lobby", createdBy: "root" });
    const screen = await openStream(await signIn({ kind: "wall", id: link.id }));
    expect(screen.status).toBe(200);
    const revoked = await revokeLink(as(admin, apiRequest("DELETE", `/api/wall-links/${link.id}`)), { params: Promise.resolve({ linkId: String(link.id) }) });
    expect(revoked.status).toBe(200);
    expect((await endsWithin(screen)).endsWith(ENDED)).toBe(true);
  });

  // Two instances share the store only on PostgreSQL; on SQLite there is one instance.
  if (engine === "postgres")
    it("ends a stream on instance B when its session signs out on instance A (over PostgreSQL NOTIFY)", async () => {
      const ann = await user("ann");
      // Instance B: its own bus on the same database, holding the stream of ann's session.
      const busB = createLiveBus({ databaseUrl: getEnv().DATABASE_URL, logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, instanceId: "instance-b" });
      await busB.ready;
      expect(busB.connected()).toBe(true);
      const abort = new AbortController();
      const principal: Principal = { kind: "user", userId: ids.ann!, username: "ann", role: "viewer", sessionId: ann.sid };
      const onB = new Response(liveStream({ principal, signal: abort.signal, subscribe: busB.subscribe, reachable: async () => new Set() }));
      try {
        // Instance A (this process's route) signs the session out.
        jar.set(SESSION_COOKIE, ann.cookie.slice(SESSION_COOKIE.length + 1));
        expect((await signOut(as(ann, apiRequest("DELETE", "/api/session")))).status).toBe(204);
        expect((await endsWithin({ status: 200, response: onB, text: () => onB.text(), close: () => abort.abort() })).endsWith(ENDED)).toBe(true);
      } finally {
        abort.abort();
        await busB.close();
      }
    });
});
