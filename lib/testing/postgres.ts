/**
 * A throwaway PostgreSQL 15 for tests: initdb into a folder under /tmp owned by `postgres`,
 * start on a free loopback port with fsync off, stop and delete.
 *
 * Under vitest, one cluster serves the whole run (lib/testing/vitest-postgres.ts starts it and
 * migrates a template database once) and each `startPostgres()` is a database of its own on it,
 * copied from that template and dropped on `stop()`: an initdb, a start and the migrations cost
 * seconds per test file on a loaded 2-core machine, the copy a fraction of that. Elsewhere
 * (Playwright's `*.once.spec.ts`) each call still starts a cluster of its own.
 * Not for production use; imported only by tests.
 */
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { z } from "zod";

const run = promisify(execFile);

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE (trust auth). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The run's shared cluster, as vitest's global setup hands it to the test workers. */
const sharedPostgresSchema = z.object({
  /** The cluster's `postgres` database, for creating and dropping the tests' databases. */
  adminUrl: z.string(),
  port: z.number().int(),
  /** A database at the latest migration that nobody connects to, copied by each `startPostgres()`. */
  template: z.string().regex(/^\w+$/),
});
export type SharedPostgres = z.infer<typeof sharedPostgresSchema>;

/** The environment variable that carries the shared cluster (JSON) into a test worker. */
export const SHARED_POSTGRES_ENV = "RAMPART_TEST_POSTGRES";

function sharedPostgres(): SharedPostgres | undefined {
  const value = process.env[SHARED_POSTGRES_ENV];
  return value ? sharedPostgresSchema.parse(JSON.parse(value)) : undefined;
}

/**
 * Null when a throwaway PostgreSQL can be started here, else why not. In CI (process.env.CI
 * set) a missing PostgreSQL is an error, never a reason to skip.
 */
export function postgresUnavailableReason(): string | null {
  const missing = ["initdb", "pg_ctl", "postgres"].filter((b) => !fs.existsSync(path.join(POSTGRES_BIN, b)));
  let reason: string | null = null;
  if (missing.length > 0) {
    reason = `PostgreSQL binaries not found in ${POSTGRES_BIN} (missing ${missing.join(", ")}); install with \`apt-get install -y postgresql\``;
  } else if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0) {
    reason = "running as root but there is no `postgres` user to run the server as";
  }
  if (reason && process.env.CI) throw new Error(`PostgreSQL is required in CI: ${reason}`);
  return reason;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, commands run as the postgres user. */
function asPostgres(bin: string, args: string[]): [string, string[]] {
  const file = path.join(POSTGRES_BIN, bin);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

const running = new Set<string>();
process.once("exit", () => {
  for (const root of running) {
    const [cmd, args] = asPostgres("pg_ctl", ["-D", path.join(root, "data"), "-m", "immediate", "-w", "stop"]);
    spawnSync(cmd, args, { cwd: root, stdio: "ignore" });
    fs.rmSync(root, { recursive: true, force: true });
  }
});

/**
 * A database of its own for a test file (or for several consoles sharing one store): on the
 * run's shared cluster when there is one, already at the latest migration unless `empty` is
 * asked (migration tests); else a cluster of its own, whose `postgres` database is empty. Either
 * way the console's `createDb` brings it to the latest migration.
 */
export async function startPostgres(options: { empty?: boolean } = {}): Promise<PostgresServer> {
  const shared = sharedPostgres();
  if (!shared) return startPostgresCluster();
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await asAdmin(shared, `CREATE DATABASE ${name} TEMPLATE ${options.empty ? "template0" : shared.template}`);
  let dropped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${shared.port}/${name}`,
    port: shared.port,
    async stop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends the connections still open, as stopping a cluster of its own did.
      await asAdmin(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function asAdmin(shared: SharedPostgres, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: shared.adminUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A cluster of its own, on a free port; its URL names the empty `postgres` database. */
export async function startPostgresCluster(options: { maxConnections?: number } = {}): Promise<PostgresServer> {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(reason);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-pg-"));
  fs.chmodSync(root, 0o755);
  if (process.getuid?.() === 0) await run("chown", ["postgres:postgres", root]);
  const data = path.join(root, "data");
  const opts = { cwd: root };
  try {
    const [initCmd, initArgs] = asPostgres("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    await run(initCmd, initArgs, opts);
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const [startCmd, startArgs] = asPostgres("pg_ctl", [
        "-D",
        data,
        "-l",
        path.join(root, "log"),
        "-w",
        "-t",
        "30",
        "-o",
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${options.maxConnections ?? 100}`,
        "start",
      ]);
      try {
        await run(startCmd, startArgs, opts);
      } catch (error) {
        lastError = error; // most likely the port was taken in between: try another
        continue;
      }
      running.add(root);
      return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop: () => stopServer(root) };
    }
    throw lastError;
  } catch (error) {
    const log = fs.existsSync(path.join(root, "log")) ? fs.readFileSync(path.join(root, "log"), "utf8").slice(-2000) : "";
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`Could not start a throwaway PostgreSQL: ${(error as Error).message}\n${log}`, { cause: error });
  }
}

async function stopServer(root: string): Promise<void> {
  if (!running.delete(root)) return;
  const [cmd, args] = asPostgres("pg_ctl", ["-D", path.join(root, "data"), "-m", "fast", "-w", "stop"]);
  try {
    await run(cmd, args, { cwd: root });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * A pool on a throwaway server whose connections may be cut while closing: the pool's `end()`
 * resolves before each socket is closed, and a server stopped right after sends those sockets a
 * FATAL (57P01) that pg emits as an 'error' event; unheard, it is an uncaught exception that
 * fails the whole test run. The console's own pool listens the same way (lib/db/create-db.ts).
 */
export function throwawayPool(server: Pick<PostgresServer, "url">, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString: server.url, max });
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}
