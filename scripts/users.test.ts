import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCredentials } from "@/lib/auth/users";
import { createDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { type TestEngine, testEngines } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { type PostgresServer, startPostgres } from "@/lib/testing/postgres";
import { main } from "./users-cli";

const ROOT = path.resolve(__dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const ENV_KEYS = ["DATA_DIR", "UPSTREAM_URL", "UPSTREAM_API_KEY", "DATABASE_URL", "RAMPART_ADMIN_PASSWORD"] as const;

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI's environment as `npm run users` on this data folder (and database) would have it, for the file's tests. */
function useCliEnv(env: () => { dataDir: string; databaseUrl?: string }): void {
  const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  beforeAll(() => {
    for (const k of ENV_KEYS) delete process.env[k];
    const { dataDir, databaseUrl } = env();
    process.env.DATA_DIR = dataDir;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    resetEnvForTests();
  });
  afterAll(() => {
    for (const k of ENV_KEYS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetEnvForTests();
  });
}

/** One `npm run users -- …ARGS` in process, with STDIN piped in. */
async function users(args: string[], stdin?: string): Promise<Result> {
  let stdout = "";
  let stderr = "";
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  const code = await main(args, {
    stdin: Readable.from(stdin ? [stdin] : []),
    stdout: sink((t) => {
      stdout += t;
    }),
    stderr: sink((t) => {
      stderr += t;
    }),
  });
  return { code, stdout, stderr };
}

describe.each(testEngines())("npm run users on %s", (engine: TestEngine) => {
  let dataDir: string;
  let server: PostgresServer | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-users-cli-"));
    if (engine === "postgres") server = await startPostgres();
  });
  useCliEnv(() => ({ dataDir, databaseUrl: server?.url }));
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function openStore() {
    return server ? createDb({ databaseUrl: server.url }) : createDb({ sqlitePath: path.join(dataDir, "console.sqlite") });
  }

  it("adds, lists, changes and removes users, auditing each change as cli", async () => {
    const add = await users(["add", "alice", "--role", "reviewer"], "secret123\nignored second line\n");
    expect(add).toMatchObject({ code: 0, stderr: "" });
    expect(add.stdout).toContain("Added alice (reviewer)");
    expect((await users(["add", "--role", "admin", "root"], "root-password\n")).code).toBe(0);

    const list = await users(["list"]);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^USERNAME\s+ROLE\s+CREATED$/);
    expect(lines[1]).toMatch(/^alice\s+reviewer\s+\d{4}-\d\d-\d\dT/);
    expect(lines[2]).toMatch(/^root\s+admin\s+/);

    expect((await users(["set-role", "alice", "viewer"])).stdout).toContain("alice is now viewer");
    expect((await users(["set-password", "alice"], "another-pass\r\n")).code).toBe(0);

    const db = await openStore();
    try {
      expect(await verifyCredentials(db, "alice", "another-pass")).toMatchObject({ role: "viewer" });
      expect(await verifyCredentials(db, "root", "root-password")).toMatchObject({ role: "admin" });
    } finally {
      await db.destroy();
    }

    expect((await users(["remove", "alice"])).stdout).toContain("Removed alice");

    const store = await openStore();
    try {
      const events = (await listAuditEvents(store, { username: "cli", limit: 50 })).items;
      expect(events.map((e) => [e.action, e.target, e.outcome])).toEqual([
        ["user.remove", "alice", "success"],
        ["user.set-password", "alice", "success"],
        ["user.set-role", "alice", "success"],
        ["user.add", "root", "success"],
        ["user.add", "alice", "success"],
      ]);
      expect(JSON.stringify(events)).not.toMatch(/secret123|another-pass|root-password/);
    } finally {
      await store.destroy();
    }
  });

  it("fails clearly, with a non-zero exit, on bad input", async () => {
    const cases: [string[], string | undefined, number, RegExp][] = [
      [[], undefined, 2, /No command given/],
      [["frobnicate"], undefined, 2, /Unknown command "frobnicate"/],
      [["add", "bob"], "password1\n", 2, /add NAME --role ROLE/],
      [["add", "bob", "--role", "boss"], "password1\n", 2, /Role must be one of viewer, reviewer, admin/],
      [["add", "bob", "--role", "viewer"], "", 2, /No password given/],
      [["add", "bob", "--role", "viewer"], "short\n", 1, /at least 8 characters/],
      [["add", "Bad Name!", "--role", "viewer"], "password1\n", 1, /a-z, 0-9/],
      [["set-role", "ghost", "admin"], undefined, 1, /No user "ghost"/],
      [["remove", "ghost"], undefined, 1, /No user "ghost"/],
    ];
    for (const [args, stdin, code, message] of cases) {
      const result = await users(args, stdin);
      expect({ args, code: result.code }).toEqual({ args, code });
      expect(result.stderr).toMatch(message);
    }
    // The only admin cannot be demoted; the refusal is audited as a failure.
    expect((await users(["add", "solo", "--role", "admin"], "solo-password\n")).code).toBe(0);
    expect((await users(["set-role", "root", "viewer"])).code).toBe(0);
    const refused = await users(["set-role", "solo", "viewer"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/last admin/);
    const db = await openStore();
    try {
      const events = (await listAuditEvents(db, { action: "user.set-role", limit: 10 })).items;
      expect(events.map((e) => [e.target, e.outcome])).toEqual([
        ["solo", "failure"],
        ["root", "success"],
        ["ghost", "failure"],
        ["alice", "success"], // from the test above
      ]);
    } finally {
      await db.destroy();
    }
  });
});

// The one spawn: the entry point under tsx with React's server condition, as `npm run users` runs
// it, takes its arguments and stdin, reaches the store named by the environment, and exits with
// main's code.
describe("scripts/users.ts as a process", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-users-cli-"));
  });
  useCliEnv(() => ({ dataDir }));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function spawnUsers(args: string[], stdin: string): Promise<Result> {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test" };
    return new Promise((resolve, reject) => {
      const child = spawn(TSX, ["--conditions=react-server", "scripts/users.ts", ...args], { cwd: ROOT, env });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => {
        stdout += d;
      });
      child.stderr.on("data", (d) => {
        stderr += d;
      });
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  it("refuses a taken name with exit code 1, and audits the refusal in the store", { timeout: 120_000 }, async () => {
    expect(await users(["add", "alice", "--role", "reviewer"], "secret123\n")).toMatchObject({ code: 0 });
    const taken = await spawnUsers(["add", "alice", "--role", "viewer"], "password1\n");
    expect(taken).toMatchObject({ code: 1, stdout: "" });
    expect(taken.stderr).toMatch(/User "alice" already exists/);
    const db = await createDb({ sqlitePath: path.join(dataDir, "console.sqlite") });
    try {
      expect(await verifyCredentials(db, "alice", "secret123")).toMatchObject({ role: "reviewer" });
      const events = (await listAuditEvents(db, { username: "cli", limit: 10 })).items;
      expect(events.map((e) => [e.action, e.target, e.outcome])).toEqual([
        ["user.add", "alice", "failure"],
        ["user.add", "alice", "success"],
      ]);
    } finally {
      await db.destroy();
    }
  });
});
