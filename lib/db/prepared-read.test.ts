import { describe, expect, it, vi } from "vitest";
import { sqliteHandleOf } from "./create-db";
import { preparedRead } from "./prepared-read";
import { testEngines, useTestDb } from "./testing";

const readUser = preparedRead((db, username: string, role: "viewer" | "reviewer" | "admin") =>
  db.selectFrom("users").select(["id", "username", "role"]).where("username", "=", username).where("role", "=", role).where("password_changed_at", "is", null),
);
const readRole = preparedRead((db, id: number) => db.selectFrom("users").select("role").where("id", "=", id));

describe.each(testEngines())("preparedRead on %s", (engine) => {
  const db = useTestDb(engine);
  const now = new Date().toISOString();

  async function addUser(username: string, role: "viewer" | "reviewer" | "admin"): Promise<number> {
    const row = await db()
      .insertInto("users")
      .values({ username, role, password_hash: "-", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  it("answers as the same query built with each call's arguments, constants kept in place", async () => {
    const ada = await addUser("ada", "admin");
    const bo = await addUser("bo", "viewer");
    expect(await readUser(db(), "ada", "admin")).toMatchObject({ id: ada, username: "ada", role: "admin" });
    expect(await readUser(db(), "bo", "viewer")).toMatchObject({ id: bo, username: "bo", role: "viewer" });
    expect(await readUser(db(), "bo", "admin")).toBeUndefined();
    await db().updateTable("users").set({ password_changed_at: now }).where("id", "=", bo).execute();
    expect(await readUser(db(), "bo", "viewer")).toBeUndefined();
    expect(await readUser(db(), "nobody", "viewer")).toBeUndefined();
  });

  it("never reads what a transaction has not committed: a read started during one sees the state after its rollback", async () => {
    const id = await addUser("cy", "viewer");
    let during: Promise<unknown> | undefined;
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("users").set({ role: "admin" }).where("id", "=", id).execute();
          expect(await readRole(trx, id)).toEqual({ role: "admin" });
          during = readRole(db(), id);
          throw new Error("roll back");
        }),
    ).rejects.toThrow("roll back");
    expect(await during).toEqual({ role: "viewer" });
  });

  it("sees what a committed transaction wrote", async () => {
    const id = await addUser("di", "viewer");
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("users").set({ role: "reviewer" }).where("id", "=", id).execute();
      });
    expect(await readRole(db(), id)).toEqual({ role: "reviewer" });
  });

  it.runIf(engine === "sqlite")("on SQLite outside a transaction, reads without Kysely's executor", async () => {
    const id = await addUser("ed", "viewer");
    expect(sqliteHandleOf(db())).toBeDefined();
    const executeQuery = vi.spyOn(db(), "executeQuery");
    try {
      expect(await readRole(db(), id)).toEqual({ role: "viewer" });
      expect(executeQuery).not.toHaveBeenCalled();
    } finally {
      executeQuery.mockRestore();
    }
  });
});
