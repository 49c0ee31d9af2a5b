import "server-only";
import { singleton } from "@/lib/singleton";

type Shutdown = { closing: boolean };

/**
 * Whether this process got SIGTERM or SIGINT. `next start` then stops listening and waits for its
 * connections to end, but keeps serving requests on connections the browser keeps alive: a page
 * polling every second never lets one go idle, and the process never exits. Answers given while
 * closing say `Connection: close` (lib/bff/handler.ts), so each connection ends after its answer.
 */
export function shuttingDown(): boolean {
  return shutdown().closing;
}

/** What SIGTERM and SIGINT do (tests call it rather than signal their own process); reset with `resetSingleton("shutdown")`. */
export function markShuttingDown(): void {
  shutdown().closing = true;
}

function shutdown(): Shutdown {
  return singleton<Shutdown>("shutdown", () => {
    process.once("SIGTERM", markShuttingDown);
    process.once("SIGINT", markShuttingDown);
    return { closing: false };
  });
}
