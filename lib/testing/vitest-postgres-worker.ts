/**
 * Vitest setup file: the run's shared PostgreSQL cluster (lib/testing/vitest-postgres.ts) into
 * the environment, where lib/testing/postgres.ts finds it without importing vitest (Playwright's
 * specs import that module too).
 */
import { inject } from "vitest";
import { SHARED_POSTGRES_ENV } from "./postgres";

const shared = inject("rampartPostgres");
if (shared) process.env[SHARED_POSTGRES_ENV] = JSON.stringify(shared);
