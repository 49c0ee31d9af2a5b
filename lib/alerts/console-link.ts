import "server-only";
import { type Env, getEnv } from "@/lib/env";

/**
 * Why notifications carry no link back to the console, or null: the console cannot tell its own
 * public address from a request (proxies, several hostnames), so it is configured (PUBLIC_URL).
 */
export function consoleLinkProblem(env: Env = getEnv()): string | null {
  return env.PUBLIC_URL
    ? null
    : "Notifications carry no link back to the console: set PUBLIC_URL to the address people open it at (e.g. https://rampart.example.com).";
}
