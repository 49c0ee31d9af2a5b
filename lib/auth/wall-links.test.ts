import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { createWallLink, getWallLink, listWallLinks, resolveWallToken, revokeWallLink } from "./wall-links";

describe.each(testEngines())("wall links on %s", (engine) => {
  const db = useTestDb(engine);

  it("returns the token once and stores only its sha256", async () => {
    const { link, token } = await createWallLink(db(), { name: " NOC screen ", createdBy: "admin" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ name: "NOC screen", createdBy: "admin", lastUsedAt: null, revokedAt: null });
    expect(link).not.toHaveProperty("token");

    const row = await db().selectFrom("wall_links").selectAll().where("id", "=", link.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(await listWallLinks(db()))).not.toContain(token);

    const other = await createWallLink(db(), { name: "Lobby", createdBy: "admin" });
    expect(other.token).not.toBe(token);
    expect((await listWallLinks(db())).map((l) => l.name)).toEqual(["Lobby", "NOC screen"]);
  });

  it("validates the name", async () => {
    await expect(createWallLink(db(), { name: "   ", createdBy: "admin" })).rejects.toThrow();
    await expect(createWallLink(db(), { name: "x".repeat(101), createdBy: "admin" })).rejects.toThrow();
  });

  it("resolves a live token, records use at most once a minute", async () => {
    const { link, token } = await createWallLink(db(), { name: "Ops", createdBy: "admin" });
    const t0 = new Date("2030-01-01T00:00:00.000Z");
    const first = await resolveWallToken(db(), token, t0);
    expect(first).toMatchObject({ id: link.id, lastUsedAt: t0.toISOString() });

    const within = await resolveWallToken(db(), token, new Date(t0.getTime() + 30_000));
    expect(within?.lastUsedAt).toBe(t0.toISOString());

    const later = new Date(t0.getTime() + 61_000);
    expect((await resolveWallToken(db(), token, later))?.lastUsedAt).toBe(later.toISOString());
  });

  it("gives null for unknown, malformed and revoked tokens", async () => {
    const { link, token } = await createWallLink(db(), { name: "Ops", createdBy: "admin" });
    expect(await resolveWallToken(db(), "A".repeat(43))).toBeNull();
    expect(await resolveWallToken(db(), "short")).toBeNull();
    expect(await resolveWallToken(db(), `${token}x`)).toBeNull();

    const revoked = await revokeWallLink(db(), link.id, new Date("2030-02-01T00:00:00.000Z"));
    expect(revoked?.revokedAt).toBe("2030-02-01T00:00:00.000Z");
    expect(await resolveWallToken(db(), token)).toBeNull();
    // Revoking again keeps the first time; unknown ids give null.
    expect((await revokeWallLink(db(), link.id))?.revokedAt).toBe("2030-02-01T00:00:00.000Z");
    expect(await revokeWallLink(db(), link.id + 999)).toBeNull();
    expect((await getWallLink(db(), link.id))?.revokedAt).toBe("2030-02-01T00:00:00.000Z");
  });
});
