import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { resetSingleton, singleton } from "@/lib/singleton";

export const SESSION_SECRET_FILE = "session-secret";

/**
 * The key that seals session cookies: SESSION_SECRET when set; in demo mode a secret
 * generated once into `${DATA_DIR}/session-secret` (mode 0600) and reused; otherwise an error.
 */
export function getSessionSecret(): string {
  return singleton("session-secret", readSessionSecret);
}

function readSessionSecret(): string {
  const env = getEnv();
  let secret: string;
  if (env.SESSION_SECRET) {
    secret = env.SESSION_SECRET;
  } else if (env.demoMode) {
    secret = readOrCreateSecretFile(path.join(env.dataDir, SESSION_SECRET_FILE));
  } else {
    throw new Error("SESSION_SECRET is required when UPSTREAM_URL is set (at least 32 characters)");
  }
  return secret;
}

/** Reads a secret generated once into `file` (created with mode 0600 when missing; safe when two processes race). */
export function readOrCreateSecretFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside and hard-linked into place: two processes starting together cannot both
    // win, and neither can read a half-written file.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(temp, randomBytes(48).toString("base64url"), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a session secret shorter than 32 characters; delete it to generate a new one`);
  return secret;
}

export function resetSessionSecretForTests(): void {
  resetSingleton("session-secret");
}
