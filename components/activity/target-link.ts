import { isOpaqueIdText } from "@/lib/contract/opaque-id-text";

/**
 * The page an audit event's target names, or null when it has none (a sign-in, an export).
 * Targets are written by the routes' `audit.target` (app/api/**): `report:ID`, `proposal:ID`,
 * `asset:CONTENT`, `group:ID`, `group-name:NAME`, `user:NAME` (`user:me` for one's own profile),
 * and a wall link's id or name.
 */
export function targetHref(action: string, target: string | null): string | null {
  if (!target) return null;
  const colon = target.indexOf(":");
  const kind = colon > 0 ? target.slice(0, colon) : "";
  const value = colon > 0 ? target.slice(colon + 1) : target;
  switch (kind) {
    case "report":
      return isOpaqueIdText(value) ? `/reports?report=${encodeURIComponent(value)}` : null;
    case "proposal":
      return "/triage";
    case "asset":
      return value ? `/unblock?asset=${encodeURIComponent(value)}` : null;
    case "group":
    case "group-name":
      return "/asset-groups";
    case "user":
      return value === "me" ? "/settings#profile-heading" : "/settings#users-heading";
  }
  if (action.startsWith("wall-link.") && action !== "wall-link.sign-in") return "/settings#wall-links-heading";
  return null;
}
