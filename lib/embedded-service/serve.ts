// Standalone embedded v2 service: `npm run service [-- --reset] [-- --reports N]`.
// Listens on 127.0.0.1:${SERVICE_PORT:-4010}; data in DATA_DIR (default .data) persists across restarts.
import { runUnderReactServer } from "../react-server-entry";

function parseArgs(argv: string[]): { reset: boolean; reports?: number } {
  const reset = argv.includes("--reset");
  const index = argv.indexOf("--reports");
  if (index === -1) return { reset };
  const reports = Number(argv[index + 1]);
  if (!Number.isInteger(reports) || reports < 1 || reports > 1_000_000) {
    console.error("--reports needs an integer between 1 and 1000000");
    process.exit(2);
  }
  return { reset, reports };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const path = await import("node:path");
  const { serve } = await import("@hono/node-server");
  const { getEnv } = await import("@/lib/env");
  const { createServiceApp } = await import("./app");
  const { createClock } = await import("./clock");
  const { DEMO_KEYS } = await import("./demo-keys");
  const { EMBEDDED_DB_FILE } = await import("./in-process");

  const env = getEnv();
  const port = Number(process.env.SERVICE_PORT ?? 4010);
  const dbPath = path.join(env.dataDir, EMBEDDED_DB_FILE);
  const service = createServiceApp({
    dbPath,
    variant: env.EMBEDDED_VARIANT,
    metricsOff: env.EMBEDDED_METRICS_OFF,
    now: createClock(env.EMBEDDED_NOW),
    seed: false,
  });
  const seededWith = service.store.db.prepare("SELECT value FROM meta WHERE key = 'seed_reports_acme'").get() as { value: string } | undefined;
  if (args.reset || !seededWith || (args.reports !== undefined && Number(seededWith.value) !== args.reports)) {
    const started = Date.now();
    service.store.reseed({ reportsForAcme: args.reports });
    console.log(`Seeded ${dbPath} in ${Date.now() - started} ms`);
  }
  const server = serve({ fetch: service.fetch, port, hostname: "127.0.0.1" }, (info) => {
    console.log(`Embedded v2 service (${env.EMBEDDED_VARIANT}) at http://127.0.0.1:${info.port}/api/v2`);
    console.log("Demo keys (test fixtures, not secrets):");
    for (const [name, key] of Object.entries(DEMO_KEYS)) console.log(`  ${name.padEnd(8)} ${key}`);
  });
  const stop = () => {
    server.close();
    service.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

runUnderReactServer(main);
