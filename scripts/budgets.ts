/**
 * First-load JavaScript budgets:  npm run budgets  (a step of `npm test`, right after the build)
 *
 * Starts `next start` on the console's build (`.next`) on a free port with throwaway data, signs
 * in as admin, measures every page of FIRST_LOAD_BUDGETS (bench/console/first-load.ts, the same
 * measurement as `npm run bench -- bundle-size`) and exits 1 when a page loads more than its
 * budget, naming the page, its figure, its budget and its largest chunks with what they hold.
 * `npm run budgets -- --chunks` lists every chunk of every page that way, over budget or not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chunkContents, chunkSource, clientModulesOf, FIRST_LOAD_BUDGETS, judge, measureBudgetedPages, overBudgetMessage } from "../bench/console/first-load";
import { freePort, logTail, type Started, startProcess, waitForHttp } from "../bench/console/processes";
import { signIn } from "../bench/console/session";
import { BENCH_SESSION_SECRET, childEnv, DEMO_PASSWORD, QUIET_CONSOLE_ENV } from "../bench/console/stack";

const ROOT = process.cwd();
const DIST_DIR = path.join(ROOT, ".next");
const listChunks = process.argv.includes("--chunks");

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
    console.error("budgets: no build in .next; run `npm run build` first");
    return 1;
  }
  const started = Date.now();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-budgets-"));
  let server: Started | undefined;
  try {
    const port = await freePort();
    server = startProcess(path.join(ROOT, "node_modules", ".bin", "next"), ["start", "-p", String(port)], {
      cwd: ROOT,
      env: childEnv({
        ...QUIET_CONSOLE_ENV,
        NODE_ENV: "production",
        DATA_DIR: path.join(tmpDir, "data"),
        SESSION_SECRET: BENCH_SESSION_SECRET,
        PORT: String(port),
      }),
      logFile: path.join(tmpDir, "console.log"),
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/sign-in`, server, { status: 200, timeoutMs: 60_000 });
    const loads = await measureBudgetedPages(origin, await signIn(origin, "admin", DEMO_PASSWORD));
    const verdicts = judge(loads);
    for (const { load, budget, over } of verdicts)
      console.log(
        `${over ? "OVER" : "ok  "}  ${load.route.padEnd(10)} ${load.gzipKb.toFixed(1).padStart(6)} kB of ${budget.budgetKb} kB  (${load.chunks.length} scripts)`,
      );
    const over = verdicts.filter((v) => v.over);
    const clientModules = over.length > 0 || listChunks ? clientModulesOf(DIST_DIR) : new Map<number, string>();
    const describe = (src: string) => {
      const source = chunkSource(DIST_DIR, src);
      return source === null ? [] : chunkContents(source, clientModules);
    };
    if (listChunks)
      for (const verdict of verdicts)
        console.log(`\n${overBudgetMessage(verdict, loads, describe, { largest: Number.POSITIVE_INFINITY, names: Number.POSITIVE_INFINITY })}`);
    if (over.length > 0) {
      for (const verdict of over) console.error(`\n${overBudgetMessage(verdict, loads, describe)}`);
      console.error(
        `\nbudgets: ${over.map((v) => v.load.route).join(", ")} over budget (FIRST_LOAD_BUDGETS in bench/console/first-load.ts). Load on use what the first paint does not need (next/dynamic, import()).`,
      );
      return 1;
    }
    console.log(`budgets: every page within its first-load budget (${FIRST_LOAD_BUDGETS.length} pages, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return 0;
  } catch (error) {
    console.error(`budgets: ${error instanceof Error ? error.message : String(error)}`);
    if (server) console.error(logTail(server));
    return 1;
  } finally {
    await server?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

main().then((code) => {
  process.exitCode = code;
});
