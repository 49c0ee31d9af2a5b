import { describe, expect, it } from "vitest";
import { ALERTS_SECRET_MISSING } from "@/lib/secret-box";
import { configurationNotes } from "./configuration-checks";
import { parseEnv } from "./env";

const REAL = { UPSTREAM_URL: "https://service.example/api/v2", UPSTREAM_API_KEY: "k", SESSION_SECRET: "s".repeat(40) };

describe("configurationNotes: what the start log says about optional features", () => {
  it("a real service without ALERTS_SECRET: a warning saying what to set and why", () => {
    const notes = configurationNotes(parseEnv(REAL), { adminUsers: 1 });
    expect(notes).toContainEqual({ level: "warn", setting: "ALERTS_SECRET", sentence: ALERTS_SECRET_MISSING });
  });

  it("demo mode generates the alerts secret: no warning", () => {
    expect(configurationNotes(parseEnv({}), { adminUsers: 1 }).map((n) => n.setting)).not.toContain("ALERTS_SECRET");
  });

  it("a real service with no admin and no RAMPART_ADMIN_PASSWORD: says how to make one", () => {
    const note = configurationNotes(parseEnv(REAL), { adminUsers: 0 }).find((n) => n.setting === "RAMPART_ADMIN_PASSWORD");
    expect(note?.level).toBe("warn");
    expect(note?.sentence).toContain("npm run users -- add NAME --role admin");
    expect(configurationNotes(parseEnv({ ...REAL, RAMPART_ADMIN_PASSWORD: "long-enough" }), { adminUsers: 0 }).map((n) => n.setting)).not.toContain(
      "RAMPART_ADMIN_PASSWORD",
    );
  });

  it("metrics off is said once, as information", () => {
    expect(configurationNotes(parseEnv(REAL), { adminUsers: 1 }).find((n) => n.setting === "METRICS_TOKEN")?.level).toBe("info");
    expect(configurationNotes(parseEnv(REAL), { adminUsers: 1 }).find((n) => n.setting === "PUBLIC_URL")?.sentence).toContain("set PUBLIC_URL");
    const configured = parseEnv({
      ...REAL,
      ALERTS_SECRET: "a".repeat(40),
      METRICS_TOKEN: "m".repeat(20),
      PUBLIC_URL: "https://rampart.example.com",
      SERVICE_WEBHOOK_SECRET: "w".repeat(20),
    });
    expect(configurationNotes(configured, { adminUsers: 1 })).toEqual([]);
  });

  it("a real service without a webhook secret: says deliveries are refused and what to set", () => {
    const note = configurationNotes(parseEnv(REAL), { adminUsers: 1 }).find((n) => n.setting === "SERVICE_WEBHOOK_SECRET");
    expect(note?.level).toBe("info");
    expect(note?.sentence).toContain("/api/webhooks/service refuses every delivery (401) until SERVICE_WEBHOOK_SECRET");
    expect(configurationNotes(parseEnv({}), { adminUsers: 1 }).map((n) => n.setting)).not.toContain("SERVICE_WEBHOOK_SECRET");
  });
});
