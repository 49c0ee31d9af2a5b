import type { Permission } from "@/lib/auth/permissions";

export type NavItem = { href: string; label: string; permission: Permission };

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/reports", label: "Reports", permission: "read" },
  { href: "/reports/new", label: "Report a threat", permission: "review" },
  { href: "/triage", label: "Triage", permission: "read" },
  { href: "/queues", label: "Queues", permission: "read" },
  { href: "/takedowns", label: "Takedowns", permission: "read" },
  { href: "/assets", label: "Assets", permission: "read" },
  { href: "/outcomes", label: "Outcomes", permission: "read" },
  { href: "/health", label: "Health", permission: "read" },
  { href: "/alerts", label: "Alerts", permission: "read" },
  { href: "/asset-groups", label: "Asset groups", permission: "read" },
  { href: "/own-assets", label: "Own assets", permission: "read" },
  { href: "/unblock", label: "Unblock", permission: "admin" },
  { href: "/settings", label: "Settings", permission: "read" },
  { href: "/activity", label: "Activity", permission: "admin" },
];
