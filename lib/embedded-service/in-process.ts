import "server-only";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { singleton } from "@/lib/singleton";
import { createServiceApp, type ServiceApp } from "./app";
import { createClock } from "./clock";

/** Base address the console's upstream client uses for the in-process service (never resolved over the network). */
export const EMBEDDED_BASE_URL = "http://embedded.invalid/api/v2";

export const EMBEDDED_DB_FILE = "embedded-service.sqlite";

/**
 * The process-wide embedded v2 service (one per process, a process singleton, lib/singleton.ts, so Next's module
 * reloading does not open the database twice). Data lives in DATA_DIR and is seeded when empty.
 */
export function getEmbeddedService(): { fetch(req: Request): Promise<Response> } {
  return embeddedServiceApp();
}

/**
 * The bytes of a file uploaded to the embedded service (`POST /attachment/upload`), by its token: the
 * demo's stand-in for the service's private file storage, which the console's image proxy reads so
 * evidence filed in the demo shows (lib/attachments/attachment-image.ts).
 */
export function embeddedUpload(token: string): { fileName: string; bytes: Buffer } | null {
  const row = embeddedServiceApp().store.db.prepare("SELECT file_name, bytes FROM uploads WHERE token = ?").get(token) as
    | { file_name: string; bytes: Buffer }
    | undefined;
  return row ? { fileName: row.file_name, bytes: Buffer.from(row.bytes) } : null;
}

function embeddedServiceApp(): ServiceApp {
  return singleton<ServiceApp>("embedded-service", () => {
    const env = getEnv();
    return createServiceApp({
      dbPath: path.join(env.dataDir, EMBEDDED_DB_FILE),
      variant: env.EMBEDDED_VARIANT,
      metricsOff: env.EMBEDDED_METRICS_OFF,
      now: createClock(env.EMBEDDED_NOW),
    });
  });
}
