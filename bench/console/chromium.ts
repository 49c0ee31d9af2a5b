// Debian's Chromium for the browser benches (Playwright cannot download its own here).
import fs from "node:fs";
import path from "node:path";
import { freePort, type Started, startProcess } from "./processes";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** CHROME_PATH / CHROMIUM_PATH, else Debian's; null when there is none (the bench then reports a skip). */
export function chromiumPath(): string | null {
  for (const candidate of [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export type DebuggableChromium = { started: Started; port: number; stop(): Promise<void> };

/** Chromium with its DevTools protocol on a free loopback port (what Lighthouse drives). */
export async function launchDebuggable(executable: string, tmpDir: string): Promise<DebuggableChromium> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(tmpDir, "chromium-"));
  const started = startProcess(executable, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], {
    cwd: tmpDir,
    env: process.env,
    logFile: path.join(tmpDir, `chromium-${port}.log`),
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (started.exited()) throw new Error(`Chromium exited: ${fs.readFileSync(started.logFile, "utf8").slice(-1_000)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { started, port, stop: () => started.stop() };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await started.stop();
  throw new Error("Chromium did not open its debugging port in time");
}
