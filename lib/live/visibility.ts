import type { Principal } from "@/lib/auth/principal";
import type { LiveEvent } from "@/lib/bus/events";

/** What a wall-screen link reads (routes declared `wall: true`): the queue snapshot and the alerts firing. */
const WALL_EVENTS: ReadonlySet<LiveEvent["type"]> = new Set(["snapshot.changed", "alerts.changed"]);

/**
 * Whether a stream opened by `principal` may be told of `event`: only about organizations the
 * service key reaches (`reachable`: their storage keys; "" is the key's own and always reached),
 * only what its role or wall link may read, and deliveries of the service's webhooks to admins only
 * (what the service sends is settings' business, docs/architecture.md "Live updates").
 */
export function mayReceive(principal: Principal, event: LiveEvent, reachable: ReadonlySet<string>): boolean {
  if (principal.kind === "wall" && !WALL_EVENTS.has(event.type)) return false;
  if (event.type === "webhook.received") return principal.kind === "user" && principal.role === "admin";
  if ("organization" in event) return event.organization === "" || reachable.has(event.organization);
  return true;
}

/** Whether `event` names an organization, so the reachable list must be read before deciding. */
export function namesOtherOrganization(event: LiveEvent): boolean {
  return "organization" in event && event.organization !== "";
}
