"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { NavItem } from "./nav-items";

export function NavLinks({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap gap-1 text-sm">
        {items.map((item) => {
          // The deepest item that holds the path is the current one (/reports/new is not also /reports).
          const holds = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
          const current = holds(item.href) && !items.some((other) => other.href.length > item.href.length && holds(other.href));
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`rounded px-2 py-1 ${current ? "bg-text text-surface" : "hover:bg-surface-sunken"}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
