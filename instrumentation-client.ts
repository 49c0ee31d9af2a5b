// Runs in the browser before any of the console's own code (Next's instrumentation-client), so
// before the first zod schema is built: zod v4 probes `new Function` once to decide whether to
// compile its object parsers, and under the production CSP (proxy.ts: no 'unsafe-eval') that
// probe is reported as a CSP violation even though zod catches it. Jitless, zod never probes
// (e2e/shell.spec.ts listens for violations on every page of the console).
// zod v4 keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core, `globalConfig`)
// and adopts an object already there: set it without importing zod, whose ~7 kB gzipped would
// otherwise load before the first paint of every page (the /reports budget, scripts/budgets.ts).
const zodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;
