/**
 * The users CLI (`npm run users`, scripts/users.ts) as a function of its arguments and streams,
 * so its tests run it in process.
 */
import { randomUUID } from "node:crypto";
import readline from "node:readline";
import { Writable } from "node:stream";
import type { Kysely } from "kysely";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { roleSchema } from "@/lib/auth/user-schemas";
import { createUser, listUsers, removeUser, setPassword, setRole, UserError } from "@/lib/auth/users";
import { closeDb, getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import type { Database } from "@/lib/db/schema";

const USAGE = `Usage: npm run users -- <command>

  add NAME --role ROLE     add a user; the password is the first line of stdin
  list                     list users
  set-role NAME ROLE       change a user's role
  set-password NAME        set a password; the password is the first line of stdin
  remove NAME              remove a user

Roles: ${ROLES.join(", ")}. Passwords: at least 8 characters.
Example: echo 'secret123' | npm run users -- add alice --role reviewer`;

class UsageError extends Error {}

/** Where the CLI reads the password and writes its answers: the process's own streams in `scripts/users.ts`. */
export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

function parseRole(value: string | undefined): Role {
  const role = roleSchema.safeParse(value);
  if (!role.success) throw new UsageError(`Role must be one of ${ROLES.join(", ")}${value ? ` (got "${value}")` : ""}`);
  return role.data;
}

function expectArgs(args: string[], count: number, shape: string): void {
  if (args.length !== count) throw new UsageError(`Expected: ${shape}`);
}

/** The first line of stdin; on a terminal, prompts without echoing. */
async function readPassword(io: CliIo, prompt: string): Promise<string> {
  const interactive = io.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) io.stderr.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: io.stdin, output: interactive ? output : undefined, terminal: interactive });
  try {
    const line = await new Promise<string | null>((resolve) => {
      rl.once("line", resolve);
      rl.once("close", () => resolve(null));
      if (interactive) {
        io.stderr.write(prompt);
        muted = true;
      }
    });
    if (interactive) io.stderr.write("\n");
    if (line === null) throw new UsageError("No password given: pipe it on stdin, e.g. echo 'secret123' | npm run users -- …");
    return line.replace(/\r$/, "");
  } finally {
    rl.close();
  }
}

async function audit(db: Kysely<Database>, action: string, target: string, outcome: "success" | "failure", summary: Record<string, unknown>) {
  await recordAuditEvent(db, { action, target, username: "cli", requestId: `cli-${randomUUID()}`, outcome, inputSummary: summary });
}

async function run(argv: string[], io: CliIo): Promise<void> {
  const [command, ...args] = argv;
  const say = (line: string) => io.stdout.write(`${line}\n`);
  if (!command || command === "help" || command === "--help" || command === "-h") {
    if (!command) throw new UsageError("No command given");
    say(USAGE);
    return;
  }

  switch (command) {
    case "list": {
      expectArgs(args, 0, "list");
      const users = await listUsers(await getDb());
      if (users.length === 0) {
        say("No users.");
        return;
      }
      const width = Math.max(8, ...users.map((u) => u.username.length));
      say(`${"USERNAME".padEnd(width)}  ${"ROLE".padEnd(8)}  CREATED`);
      for (const u of users) say(`${u.username.padEnd(width)}  ${u.role.padEnd(8)}  ${u.createdAt}`);
      return;
    }
    case "add": {
      const roleAt = args.indexOf("--role");
      if (roleAt === -1) throw new UsageError("Expected: add NAME --role ROLE");
      const role = parseRole(args[roleAt + 1]);
      const rest = args.filter((_, i) => i !== roleAt && i !== roleAt + 1);
      expectArgs(rest, 1, "add NAME --role ROLE");
      const password = await readPassword(io, `Password for ${rest[0]}: `);
      await change(say, "user.add", rest[0], { role }, async (db) => {
        const user = await createUser(db, { username: rest[0], password, role });
        return `Added ${user.username} (${user.role})`;
      });
      return;
    }
    case "set-role": {
      expectArgs(args, 2, "set-role NAME ROLE");
      const role = parseRole(args[1]);
      await change(say, "user.set-role", args[0], { role }, async (db) => {
        const user = await setRole(db, args[0], role);
        return `${user.username} is now ${user.role}`;
      });
      return;
    }
    case "set-password": {
      expectArgs(args, 1, "set-password NAME");
      const password = await readPassword(io, `New password for ${args[0]}: `);
      await change(say, "user.set-password", args[0], {}, async (db) => {
        const user = await setPassword(db, args[0], password);
        return `Password of ${user.username} changed`;
      });
      return;
    }
    case "remove": {
      expectArgs(args, 1, "remove NAME");
      await change(say, "user.remove", args[0], {}, async (db) => {
        const user = await removeUser(db, args[0]);
        return `Removed ${user.username}`;
      });
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

/** Runs one user change and audits it; refused changes (unknown user, taken name, last admin) are audited as failures. */
async function change(
  say: (line: string) => void,
  action: string,
  target: string,
  summary: Record<string, unknown>,
  apply: (db: Kysely<Database>) => Promise<string>,
): Promise<void> {
  const db = await getDb();
  try {
    const message = await apply(db);
    await audit(db, action, target, "success", summary);
    say(message);
  } catch (error) {
    if (error instanceof UserError && error.code !== "invalid_input") {
      await audit(db, action, target, "failure", { ...summary, error: error.code });
    }
    throw error;
  }
}

/** Runs one command (`argv` without node and the script) and gives the exit code: 0, 1 refused, 2 usage. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`Error: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof UserError) {
      io.stderr.write(`Error: ${error.message}\n`);
      return 1;
    }
    io.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await closeDb();
  }
}
