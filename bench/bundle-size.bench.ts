// Bytes to the browser (issue 8.3): first-load JavaScript per route, gzipped, against the budgets
// `npm run budgets` enforces in `npm test` (FIRST_LOAD_BUDGETS; one measurement for both, in
// console/first-load.ts), beside the framework's floor.
import path from "node:path";
import { FIRST_LOAD_BUDGETS, measureBudgetedPages, measurePage, type PageLoad } from "./console/first-load";
import { signIn } from "./console/session";
import { type ConsoleHandle, DEMO_PASSWORD, startConsole } from "./console/stack";
import type { Bench, Figure } from "./lib/types";

// The floor page (app/bench-floor/page.tsx): an App Router page outside the console's shell with no
// client code of ours, in the same build as the pages; it answers on the bench's console (RAMPART_BENCH_FLOOR=1).
const FLOOR_ROUTE = "/bench-floor";

/** The floor page, signed out, on the console measured (the same build as its pages). */
function measureFloor(origin: string): Promise<PageLoad> {
  return measurePage(origin, FLOOR_ROUTE, undefined, new Map());
}

const bench: Bench = {
  description: "first-load JavaScript per route, gzipped (scripts in each page's HTML, signed in)",
  async run({ tmpDir, log }) {
    let rampart: ConsoleHandle | undefined;
    try {
      rampart = await startConsole({ dataDir: path.join(tmpDir, "console"), logDir: tmpDir, env: { LOG_LEVEL: "warn" }, log });
      const cookie = await signIn(rampart.origin, "admin", DEMO_PASSWORD);
      const figures: Figure[] = [];
      // The floor under every budget: what any App Router page loads (Next's runtime and React DOM).
      const floor = await measureFloor(rampart.origin).catch((error: unknown) => {
        log(`framework floor not measured: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (floor) log(`framework floor (${FLOOR_ROUTE}): ${floor.chunks.length} scripts, ${floor.gzipKb.toFixed(1)} kB gzipped`);
      const loads = await measureBudgetedPages(rampart.origin, cookie);
      for (const [i, route] of FIRST_LOAD_BUDGETS.entries()) {
        const bytes = loads[i]!;
        const scripts = bytes.chunks.length;
        log(`${route.path}: ${scripts} scripts, ${bytes.gzipKb.toFixed(1)} kB gzipped (${bytes.rawKb.toFixed(0)} kB raw)`);
        figures.push({
          name: `first-load JS ${route.path} (kB gzipped)`,
          stat: "total",
          value: bytes.gzipKb,
          unit: "count",
          target: { max: route.budgetKb },
          note: `${scripts} scripts, ${bytes.rawKb.toFixed(0)} kB raw, ${scripts === 0 ? "no client runtime (plain HTML)" : floor ? `${(bytes.gzipKb - floor.gzipKb).toFixed(0)} kB above the floor` : "floor not measured"}${route.signedIn ? "" : ", signed out"}`,
        });
      }
      if (floor) {
        figures.push({
          name: "first-load JS floor: Next + React alone (kB gzipped)",
          stat: "total",
          value: floor.gzipKb,
          unit: "count",
          note: `${FLOOR_ROUTE}: an App Router page with no client code of ours, ${floor.chunks.length} scripts, ${floor.rawKb.toFixed(0)} kB raw`,
        });
      }
      return figures;
    } finally {
      await rampart?.stop();
    }
  },
};

export default bench;
