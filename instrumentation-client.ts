// Runs in the browser before any of the console's own code (Next's instrumentation-client), so
// before the first zod schema is built: zod v4 probes `new Function` once to decide whether to
// compile its object parsers, and under the production CSP (proxy.ts: no 'unsafe-eval') that
// probe is reported as a CSP violation even though zod catches it. Jitless, zod never probes
// (e2e/shell.spec.ts listens for violations on every page of the console).
import { config } from "zod";

config({ jitless: true });
