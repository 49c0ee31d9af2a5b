/**
 * Test-only: a second console instance that claims due notifications and sends them, run as a
 * child process so a test can kill -9 it mid-send (lib/alerts/delivery.test.ts).
 *   DATABASE_URL=… ALERTS_SECRET=… tsx --conditions=react-server lib/testing/alerts-delivery-child.ts
 */
import { deliverDue } from "@/lib/alerts/outbox";
import { createDb } from "@/lib/db/create-db";

async function main() {
  const db = await createDb({ databaseUrl: process.env.DATABASE_URL });
  await deliverDue(db, `child-${process.pid}`);
  await db.destroy();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
