import { type AppLink, appLink } from "./finding-ref";

/**
 * Where "Open in the console" goes for a check. A check's `appUrl` names a place in the service's
 * application; where that is a console path, the console's own pages decide: the organization's
 * settings, detection configs and automation switch have no page here (the embedded service's
 * `/settings?section=…` does not exist), so those checks open the list of what they are about,
 * filtered. Pure.
 */

export type CheckLink = AppLink & { label: string };

const PLACES: Record<string, { href: string; label: string }> = {
  // Without a contact address, hosts and registrars cannot reach the organization about its open takedowns.
  "organization.missing-contact-url": { href: "/takedowns?status=IN_PROGRESS,PENDING_INPUT", label: "Open the takedowns hosts may need to reach you about" },
  "detections.silent-configs": { href: "/reports?sources=AUTO_DETECTION", label: "Open the reports found by automatic detection" },
  // With automation off, new takedowns wait to be started by hand.
  "takedowns.automation-off": { href: "/takedowns?status=TODO", label: "Open the takedowns to do" },
  // The suggested action: close the takedowns of assets that went offline.
  "assets.dead-asset-spike": { href: "/takedowns?liveness=DEAD&status=TODO,IN_PROGRESS,PENDING_INPUT", label: "Open the open takedowns of offline assets" },
};

/** The console's pages (app/(console)); an internal `appUrl` elsewhere leads nowhere. */
const CONSOLE_PAGES = new Set(["activity", "alerts", "asset-groups", "health", "queues", "reports", "settings", "takedowns", "triage", "unblock"]);

export function checkLink(checkId: string, appUrl: string): CheckLink | null {
  const link = appLink(appUrl);
  if (link?.kind === "external") return { ...link, label: "Open in the service" };
  const place = Object.hasOwn(PLACES, checkId) ? PLACES[checkId] : undefined;
  if (place) return { kind: "internal", ...place };
  if (!link) return null;
  const url = new URL(link.href, "http://console.invalid");
  const page = url.pathname.split("/")[1] ?? "";
  // /settings has no sections to open: a `section` the page cannot show is not a place.
  if (!CONSOLE_PAGES.has(page) || (page === "settings" && url.searchParams.has("section"))) return null;
  return { ...link, label: "Open in the console" };
}
