import { availableParallelism } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // `server-only` throws outside React's server condition; tests run server modules directly.
      "server-only": path.resolve(__dirname, "lib/testing/server-only-stub.ts"),
    },
  },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", ".next/**", ".next-bench/**", "e2e/**"],
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, idle
    // while a file waits on PostgreSQL, a loopback server or a child process (366 s, 277 s with 2).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One PostgreSQL cluster and one migrated template for the run (lib/testing/postgres.ts).
    globalSetup: ["lib/testing/vitest-postgres.ts"],
    setupFiles: ["lib/testing/vitest-postgres-worker.ts", "lib/testing/vitest-fast-passwords.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
