/**
 * Vitest setup file: the test files share their worker (`isolate: false` in vitest.config.mts; a
 * fresh process, window and module graph per file was about half of CI's unit phase:
 * docs/testing.md, "Unit"). Each file still starts from what a fresh worker would give it.
 */
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { resetSingletons } from "@/lib/singleton";

// Each file imports its own copy of every module of the project (module state such as a live
// stream's status or a query client does not travel from file to file), and starts with none of
// the process's singletons (lib/singleton.ts: the store, the metrics registry, caches).
vi.resetModules();
resetSingletons();

const startEnv = { ...process.env };

function resetProcess() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key];
  Object.assign(process.env, startEnv);
}

/** A fresh window: nothing rendered, empty storage and cookies, the address at `/`. */
function resetWindow() {
  if (typeof window === "undefined") return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
}

beforeAll(resetWindow);
if (typeof window !== "undefined") afterEach(() => cleanup());
afterAll(() => {
  resetWindow();
  resetProcess();
});
