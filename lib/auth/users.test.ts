import { describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { verifyPassword } from "./passwords";
import { createUser, getUserById, getUserByUsername, listUsers, removeUser, setPassword, setRole, UserError, verifyCredentials } from "./users";

async function expectUserError(promise: Promise<unknown>, code: UserError["code"]) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  expect((error as UserError).code).toBe(code);
}

describe.each(testEngines())("users on %s", (engine) => {
  const db = useTestDb(engine);

  it("creates users with a hashed password and lists them by name", async () => {
    const alice = await createUser(db(), { username: "  Alice ", password: "alice-pass", role: "reviewer" });
    await createUser(db(), { username: "bob.smith_2-x", password: "bob-password", role: "viewer" });
    expect(alice).toMatchObject({ username: "alice", role: "reviewer" });
    expect(typeof alice.id).toBe("number");
    expect(alice.createdAt).toBe(alice.updatedAt);
    expect(alice).not.toHaveProperty("password_hash");

    const row = await db().selectFrom("users").select("password_hash").where("id", "=", alice.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("alice-pass", row.password_hash)).toBe(true);

    expect((await listUsers(db())).map((u) => [u.username, u.role])).toEqual([
      ["alice", "reviewer"],
      ["bob.smith_2-x", "viewer"],
    ]);
    expect(await getUserById(db(), alice.id)).toEqual(alice);
    expect(await getUserByUsername(db(), "ALICE")).toEqual(alice);
    expect(await getUserByUsername(db(), "nobody")).toBeNull();
  });

  it("validates username, password and role", async () => {
    await expectUserError(createUser(db(), { username: "", password: "long-enough", role: "viewer" }), "invalid_input");
    await expectUserError(createUser(db(), { username: "a".repeat(65), password: "long-enough", role: "viewer" }), "invalid_input");
    await expectUserError(createUser(db(), { username: "al ice", password: "long-enough", role: "viewer" }), "invalid_input");
    await expectUserError(createUser(db(), { username: "alice@x", password: "long-enough", role: "viewer" }), "invalid_input");
    await expectUserError(createUser(db(), { username: "alice", password: "short", role: "viewer" }), "invalid_input");
    await expectUserError(createUser(db(), { username: "alice", password: "long-enough", role: "root" as never }), "invalid_input");
    await createUser(db(), { username: "a".repeat(64), password: "12345678", role: "viewer" });
    expect(await listUsers(db())).toHaveLength(1);
  });

  it("refuses a duplicate username", async () => {
    await createUser(db(), { username: "carol", password: "carol-pass", role: "viewer" });
    await expectUserError(createUser(db(), { username: "Carol", password: "carol-pass2", role: "admin" }), "username_taken");
  });

  it("changes roles and passwords, and removes users", async () => {
    await createUser(db(), { username: "root", password: "root-pass", role: "admin" });
    const dave = await createUser(db(), { username: "dave", password: "dave-pass", role: "viewer" });
    await new Promise((r) => setTimeout(r, 5));
    const promoted = await setRole(db(), "dave", "admin");
    expect(promoted.role).toBe("admin");
    expect(promoted.updatedAt > dave.updatedAt).toBe(true);

    await setPassword(db(), "dave", "new-dave-pass");
    expect(await verifyCredentials(db(), "dave", "dave-pass")).toBeNull();
    expect(await verifyCredentials(db(), "dave", "new-dave-pass")).toMatchObject({ username: "dave", role: "admin" });
    await expectUserError(setPassword(db(), "dave", "short"), "invalid_input");

    expect((await removeUser(db(), "dave")).username).toBe("dave");
    expect(await getUserById(db(), dave.id)).toBeNull();
    await expectUserError(removeUser(db(), "dave"), "not_found");
    await expectUserError(setRole(db(), "ghost", "viewer"), "not_found");
    await expectUserError(setPassword(db(), "ghost", "whatever-long"), "not_found");
  });

  it("keeps at least one admin", async () => {
    await createUser(db(), { username: "only", password: "only-pass", role: "admin" });
    await expectUserError(setRole(db(), "only", "viewer"), "last_admin");
    await expectUserError(removeUser(db(), "only"), "last_admin");
    await createUser(db(), { username: "second", password: "second-pass", role: "admin" });
    await setRole(db(), "only", "viewer");
    await expectUserError(removeUser(db(), "second"), "last_admin");
    expect((await getUserByUsername(db(), "only"))?.role).toBe("viewer");
  });

  it("keeps an admin when the last two are demoted or removed at the same moment", async () => {
    await createUser(db(), { username: "ann", password: "ann-password", role: "admin" });
    await createUser(db(), { username: "ben", password: "ben-password", role: "admin" });
    const demotions = await Promise.allSettled([setRole(db(), "ann", "viewer"), setRole(db(), "ben", "reviewer")]);
    expect(demotions.filter((d) => d.status === "fulfilled")).toHaveLength(1);
    expect((await listUsers(db())).filter((u) => u.role === "admin")).toHaveLength(1);

    await createUser(db(), { username: "cat", password: "cat-password", role: "admin" });
    const admins = (await listUsers(db())).filter((u) => u.role === "admin").map((u) => u.username);
    const removals = await Promise.allSettled(admins.map((name) => removeUser(db(), name)));
    expect(removals.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await listUsers(db())).filter((u) => u.role === "admin")).toHaveLength(1);
  });

  it("verifies credentials without telling unknown users apart", async () => {
    await createUser(db(), { username: "erin", password: "erin-pass", role: "viewer" });
    expect(await verifyCredentials(db(), "erin", "erin-pass")).toMatchObject({ username: "erin" });
    expect(await verifyCredentials(db(), " ERIN ", "erin-pass")).toMatchObject({ username: "erin" });
    expect(await verifyCredentials(db(), "erin", "wrong-pass")).toBeNull();
    expect(await verifyCredentials(db(), "nobody", "erin-pass")).toBeNull();
    expect(await verifyCredentials(db(), "not valid!", "erin-pass")).toBeNull();

    // An unknown user still costs a scrypt: not dramatically faster than a wrong password.
    const time = async (name: string) => {
      const start = performance.now();
      await verifyCredentials(db(), name, "wrong-pass");
      return performance.now() - start;
    };
    await time("nobody"); // warm the dummy hash
    const known = await time("erin");
    const unknown = await time("nobody");
    expect(unknown).toBeGreaterThan(known / 4);
  });
});
