import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import { endStreamsOfSessions } from "@/lib/bus/bus";
import { isPostgres } from "@/lib/db/migrations/engine";
import { preparedRead } from "@/lib/db/prepared-read";
import { rowFields } from "@/lib/db/row-fields";
import type { Database, UsersTable } from "@/lib/db/schema";
import { hashPassword, verifyPassword } from "./passwords";
import type { Role } from "./permissions";
import { endUserSessions } from "./session-records";
import { newUserSchema, passwordSchema, roleSchema, usernameSchema } from "./user-schemas";

export interface User {
  id: number;
  username: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
  /** When the password last changed (null: never since creation); sessions issued before it end. */
  passwordChangedAt: string | null;
  /** The issuer of the identity provider that made and manages this user (no password), or null for a local user. */
  ssoIssuer: string | null;
  email: string | null;
  displayName: string | null;
}

export type NewUser = z.input<typeof newUserSchema>;

export type UserErrorCode = "invalid_input" | "username_taken" | "not_found" | "last_admin" | "managed_by_provider";

export class UserError extends Error {
  constructor(
    readonly code: UserErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "UserError";
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UserError("invalid_input", result.error.issues.map((i) => i.message).join("; "));
  return result.data;
}

function toUser(row: Pick<Selectable<UsersTable>, (typeof userColumns)[number]>): User {
  return { ...rowFields(row, userColumns), id: Number(row.id) };
}

const userColumns = ["id", "username", "role", "created_at", "updated_at", "password_changed_at", "sso_issuer", "email", "display_name"] as const;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<User> {
  const { username, password, role } = parse(newUserSchema, input);
  if (await getUserByUsername(db, username)) throw new UserError("username_taken", `User "${username}" already exists`);
  const now = new Date().toISOString();
  const password_hash = await hashPassword(password);
  try {
    const row = await db
      .insertInto("users")
      .values({ username, password_hash, role, created_at: now, updated_at: now })
      .returning(userColumns)
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError("username_taken", `User "${username}" already exists`);
    throw error;
  }
}

/** All users, by username. */
export async function listUsers(db: Kysely<Database>): Promise<User[]> {
  const rows = await db.selectFrom("users").select(userColumns).orderBy("username").execute();
  return rows.map(toUser);
}

// Read on every signed-in API call (lib/auth/session.ts).
const readUserById = preparedRead((db, id: number) => db.selectFrom("users").select(userColumns).where("id", "=", id));

export async function getUserById(db: Kysely<Database>, id: number): Promise<User | null> {
  const row = await readUserById(db, id);
  return row ? toUser(row) : null;
}

export async function getUserByUsername(db: Kysely<Database>, username: string): Promise<User | null> {
  const name = usernameSchema.safeParse(username);
  if (!name.success) return null;
  const row = await db.selectFrom("users").select(userColumns).where("username", "=", name.data).executeTakeFirst();
  return row ? toUser(row) : null;
}

async function requireUser(db: Kysely<Database>, username: string): Promise<User> {
  const name = parse(usernameSchema, username);
  const user = await getUserByUsername(db, name);
  if (!user) throw new UserError("not_found", `No user "${name}"`);
  return user;
}

/**
 * Runs a change that must leave an admin behind, refusing it when `user` is the last one. The
 * check and the change are one transaction that holds every admin row (FOR UPDATE on PostgreSQL;
 * SQLite runs one writing transaction at a time), so two admins demoting or removing each other at
 * the same moment cannot both pass the check.
 */
async function keepingAnAdmin<T>(db: Kysely<Database>, user: User, message: string, change: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (user.role !== "admin") return change(db);
  return db.transaction().execute(async (trx) => {
    const admins = await trx
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .$call((q) => (isPostgres(trx) ? q.forUpdate() : q))
      .execute();
    if (!admins.some((a) => Number(a.id) !== user.id)) throw new UserError("last_admin", message);
    return change(trx);
  });
}

/**
 * Changes a role, and ends the user's sessions (they sign in again under the new role). The last
 * admin cannot be demoted (nobody could manage users from the console).
 */
export async function setRole(db: Kysely<Database>, username: string, role: Role): Promise<User> {
  const newRole = parse(roleSchema, role);
  const user = await requireUser(db, username);
  if (user.role === newRole) return user;
  const row = await keepingAnAdmin(db, user, `"${user.username}" is the last admin; make another user admin first`, (trx) =>
    trx
      .updateTable("users")
      .set({ role: newRole, updated_at: new Date().toISOString() })
      .where("id", "=", user.id)
      .returning(userColumns)
      .executeTakeFirstOrThrow(),
  );
  await endUserSessions(db, user.id);
  return toUser(row);
}

/** Sets a password and ends every session of the user (the caller may open a new one for itself). */
export async function setPassword(db: Kysely<Database>, username: string, password: string): Promise<User> {
  const newPassword = parse(passwordSchema, password);
  const user = await requireUser(db, username);
  if (user.ssoIssuer) throw new UserError("managed_by_provider", `"${user.username}" signs in through the identity provider and has no password here`);
  const password_hash = await hashPassword(newPassword);
  const now = new Date().toISOString();
  const row = await db
    .updateTable("users")
    .set({ password_hash, updated_at: now, password_changed_at: now })
    .where("id", "=", user.id)
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  await endUserSessions(db, user.id);
  return toUser(row);
}

/** Removes a user; their session records go with the row (ON DELETE CASCADE), so sessions end at once. Not the last admin. */
export async function removeUser(db: Kysely<Database>, username: string): Promise<User> {
  const user = await requireUser(db, username);
  await keepingAnAdmin(db, user, `"${user.username}" is the last admin and cannot be removed`, (trx) =>
    trx.deleteFrom("users").where("id", "=", user.id).execute(),
  );
  await endStreamsOfSessions({ userId: user.id });
  return user;
}

let dummyHash: Promise<string> | undefined;

/**
 * The user when the password matches, else null. An unknown username still costs one
 * scrypt, so response time does not reveal which usernames exist.
 */
export async function verifyCredentials(db: Kysely<Database>, username: string, password: string): Promise<User | null> {
  const name = usernameSchema.safeParse(username);
  const row =
    name.success && typeof password === "string"
      ? await db
          .selectFrom("users")
          .select([...userColumns, "password_hash"])
          .where("username", "=", name.data)
          .executeTakeFirst()
      : undefined;
  // A user of the identity provider has no password (an empty hash): refused at the same cost.
  if (!row || row.password_hash === "") {
    dummyHash ??= hashPassword("rampart-dummy-password");
    await verifyPassword(typeof password === "string" ? password : "", await dummyHash);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? toUser(row) : null;
}
