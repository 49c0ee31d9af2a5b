import { describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { createSessionRecord, liveSessionRecord } from "../session-records";
import { setPassword, setRole, UserError, verifyCredentials } from "../users";
import { saveLogin, takeLogin } from "./login-transactions";
import { upsertSsoUser, usernameCandidates } from "./sso-users";

const ISSUER = "https://login.example.com/realms/acme";

describe("usernameCandidates", () => {
  it("folds the provider's name to the console's rules, then numbers it", () => {
    const names = usernameCandidates({ preferredUsername: "Ana María O'Neil", subject: "s" });
    expect([names.next().value, names.next().value, names.next().value]).toEqual(["ana-mari-a-o-neil", "ana-mari-a-o-neil-2", "ana-mari-a-o-neil-3"]);
    expect(usernameCandidates({ email: "Kim.Lee@example.com", subject: "s" }).next().value).toBe("kim.lee");
    expect(usernameCandidates({ subject: "00u1" }).next().value).toBe("sso-00u1");
  });
});

describe.each(testEngines())("SSO users and sign-ins under way on %s", (engine) => {
  const db = useTestDb(engine);

  it("makes a user at the first sign-in, keyed by issuer and subject, with no password that ever verifies", async () => {
    const now = new Date().toISOString();
    await db().insertInto("users").values({ username: "alice", password_hash: "scrypt$local", role: "admin", created_at: now, updated_at: now }).execute();
    const first = await upsertSsoUser(
      db(),
      { issuer: ISSUER, subject: "sub-1", preferredUsername: "alice", email: "alice@example.com", name: "Alice A" },
      "viewer",
    );
    expect(first.created).toBe(true);
    // The local "alice" keeps her name; the provider's alice is another person until an admin says otherwise.
    expect(first.user).toMatchObject({ username: "alice-2", role: "viewer", ssoIssuer: ISSUER, email: "alice@example.com", displayName: "Alice A" });
    expect(await verifyCredentials(db(), "alice-2", "anything")).toBeNull();
    const refused = await setPassword(db(), "alice-2", "a-new-password").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UserError);
    expect((refused as UserError).code).toBe("managed_by_provider");
  });

  it("sets the provider's role again at every sign-in, over a console change, and ends sessions opened under the old role", async () => {
    const identity = { issuer: ISSUER, subject: "sub-2", preferredUsername: "bo" };
    const { user } = await upsertSsoUser(db(), identity, "admin");
    await upsertSsoUser(db(), { issuer: ISSUER, subject: "another-admin" }, "admin");
    await setRole(db(), "bo", "viewer");
    const sid = await createSessionRecord(db(), { kind: "user", userId: user.id }, new Date(Date.now() + 60_000));
    const again = await upsertSsoUser(db(), { ...identity, preferredUsername: "renamed" }, "reviewer");
    expect(again).toMatchObject({ created: false, previousRole: "viewer", user: { id: user.id, username: "bo", role: "reviewer" } });
    expect(await liveSessionRecord(db(), sid)).toBeNull();
  });

  it("keeps the session when the role is the same", async () => {
    const identity = { issuer: ISSUER, subject: "sub-3", preferredUsername: "cy" };
    const { user } = await upsertSsoUser(db(), identity, "reviewer");
    const sid = await createSessionRecord(db(), { kind: "user", userId: user.id }, new Date(Date.now() + 60_000));
    await upsertSsoUser(db(), identity, "reviewer");
    expect(await liveSessionRecord(db(), sid)).not.toBeNull();
  });

  it("hands a sign-in under way to one callback only, and never after it expired", async () => {
    const now = new Date("2026-11-26T08:00:00Z");
    await saveLogin(db(), { state: "s1", nonce: "n1", codeVerifier: "v1", next: "/triage" }, now);
    await saveLogin(db(), { state: "s2", nonce: "n2", codeVerifier: "v2", next: "/" }, now);
    const [one, two] = await Promise.all([takeLogin(db(), "s1", now), takeLogin(db(), "s1", now)]);
    expect([one, two].filter(Boolean)).toEqual([{ state: "s1", nonce: "n1", codeVerifier: "v1", next: "/triage" }]);
    expect(await takeLogin(db(), "s2", new Date(now.getTime() + 11 * 60_000))).toBeNull();
    expect(await takeLogin(db(), "unknown", now)).toBeNull();
  });
});
