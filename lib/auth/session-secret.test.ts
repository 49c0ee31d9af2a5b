import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { getSessionSecret, resetSessionSecretForTests } from "./session-secret";

describe("getSessionSecret", () => {
  const saved = { ...process.env };
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-secret-"));
    for (const key of ["SESSION_SECRET", "UPSTREAM_URL", "UPSTREAM_API_KEY"]) delete process.env[key];
    process.env.DATA_DIR = dir;
    resetEnvForTests();
    resetSessionSecretForTests();
  });

  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
    resetSessionSecretForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("uses SESSION_SECRET when set", () => {
    process.env.SESSION_SECRET = "z".repeat(40);
    resetEnvForTests();
    expect(getSessionSecret()).toBe("z".repeat(40));
    expect(fs.existsSync(path.join(dir, "session-secret"))).toBe(false);
  });

  it("in demo mode generates a secret once into DATA_DIR (0600) and reuses it", () => {
    const first = getSessionSecret();
    expect(first.length).toBe(64); // 48 bytes, base64url
    const file = path.join(dir, "session-secret");
    expect(fs.readFileSync(file, "utf8")).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetSessionSecretForTests(); // as if the process restarted
    expect(getSessionSecret()).toBe(first);
    expect(fs.readdirSync(dir)).toEqual(["session-secret"]);
  });

  it("refuses to run without SESSION_SECRET outside demo mode", () => {
    process.env.UPSTREAM_URL = "https://example.test/api/v2";
    process.env.UPSTREAM_API_KEY = "k";
    process.env.SESSION_SECRET = "";
    resetEnvForTests();
    // lib/env itself refuses this configuration; either way no secret is made up.
    expect(() => getSessionSecret()).toThrow(/SESSION_SECRET/);
    expect(fs.existsSync(path.join(dir, "session-secret"))).toBe(false);
  });
});
