import { availableParallelism } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** The component tests, in jsdom: every `.test.tsx` but the server's prefetch, and the triage keys. */
const DOM_TESTS = ["**/*.test.tsx", "components/triage/keys.test.ts"];
const SERVER_TSX_TESTS = ["lib/prefetch/server-prefetch.test.tsx"];
const EXCLUDED = ["node_modules/**", ".next/**", ".next-bench/**", "e2e/**"];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside React's server condition; tests run server modules directly.
      "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-stub.ts"),
    },
  },
  test: {
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, idle
    // while a file waits on PostgreSQL, a loopback server or a child process (366 s, 277 s with 2).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One PostgreSQL cluster and one migrated template for the run (lib/testing/postgres.ts).
    globalSetup: ["lib/testing/vitest-postgres.ts"],
    setupFiles: ["lib/testing/vitest-file-reset.ts", "lib/testing/vitest-postgres-worker.ts", "lib/testing/vitest-fast-passwords.ts"],
    // The files of a worker share its process (and the dom project's jsdom window); the first setup
    // file above gives each file what a fresh worker would. A fresh process, window and module
    // graph per file took about half of CI's unit phase (docs/testing.md, "Unit").
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts", ...SERVER_TSX_TESTS],
          exclude: [...EXCLUDED, "components/triage/keys.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: DOM_TESTS,
          exclude: [...EXCLUDED, ...SERVER_TSX_TESTS],
          environment: "jsdom",
        },
      },
    ],
  },
});
