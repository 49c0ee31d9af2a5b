// A crash between the audit record and the upstream's answer must leave the record: `pending`.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const ROOT = path.resolve(__dirname, "..");
const ADMIN_PASSWORD = "crash-test-admin-password";
const CONTENT = "https://www.crash-test.example";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A v2 stand-in: answers what the shell and healthz ask, and swallows every unblock without answering. */
async function startHangingUpstream() {
  const unblocks: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = req.url ?? "";
      if (req.method === "POST" && url.startsWith("/api/v2/asset/unblock")) {
        unblocks.push(Buffer.concat(chunks).toString("utf8"));
        return; // never answered
      }
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ code: "NOT_FOUND", message: "Not found" }));
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v2`,
    unblocks,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

type Console = { child: ChildProcess; origin: string; output: () => string };

async function startConsole(port: number, env: Record<string, string>): Promise<Console> {
  let output = "";
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "next"), ["start", "-p", String(port)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the console exited early:\n${output}`);
    const up = await fetch(`${origin}/api/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (up > 0) return { child, origin, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the console did not start:\n${output}`);
}

async function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/session`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(204);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("rampart_session="));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0]!;
}

test("a server killed during an upstream call leaves the audit event pending", async () => {
  test.setTimeout(180_000);

  const upstream = await startHangingUpstream();
  const dataDir = mkdtempSync(path.join(tmpdir(), "rampart-audit-crash-"));
  const env = {
    UPSTREAM_URL: upstream.baseUrl,
    UPSTREAM_API_KEY: "cp_test_x",
    SESSION_SECRET: "audit-crash-session-secret-0123456789abcdef",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    UPSTREAM_TIMEOUT_MS: "60000",
  };
  let server: Console | undefined;
  try {
    server = await startConsole(await freePort(), env);
    const cookie = await signIn(server.origin);

    // Sent and left hanging: the upstream holds the request until the console dies.
    const pendingCall = fetch(`${server.origin}/api/asset/unblock`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ content: CONTENT, reason: "crash test" }),
    }).catch(() => null);
    await expect.poll(() => upstream.unblocks.length, { timeout: 30_000 }).toBe(1);
    expect(JSON.parse(upstream.unblocks[0]!)).toMatchObject({ content: CONTENT });

    await kill(server.child, "SIGKILL");
    expect(await pendingCall).toBeNull(); // the connection died with the server

    server = await startConsole(await freePort(), env);
    const again = await signIn(server.origin);
    const response = await fetch(`${server.origin}/api/activity?action=asset.unblock`, { headers: { Cookie: again } });
    expect(response.status, await response.clone().text()).toBe(200);
    const { items } = (await response.json()) as { items: { username: string; role: string; target: string; outcome: string; httpStatus: number | null }[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ username: "admin", role: "admin", target: `asset:${CONTENT}`, outcome: "pending", httpStatus: null });
  } finally {
    if (server) await kill(server.child, "SIGTERM");
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
