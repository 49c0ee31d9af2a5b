import Link from "next/link";
import { type ReactNode, Suspense } from "react";
import { FiringIndicator } from "@/components/alerts/firing-indicator";
import { SessionEndedNotice } from "@/components/ui/session-ended-notice";
import { can, type Role } from "@/lib/auth/permissions";
import { label } from "@/lib/format/labels";
import type { ThemeChoice } from "@/lib/theme-cookie";
import { KeyBanner } from "./key-banner";
import { LazyUnsentReviewsNotice } from "./lazy-unsent-reviews-notice";
import { NAV_ITEMS } from "./nav-items";
import { NavLinks } from "./nav-links";
import { OrganizationSelector } from "./organization-selector";
import { SignOutButton } from "./sign-out-button";
import { ThemeToggle } from "./theme-toggle";

type Organization = { slug: string; name: string };

type ShellProps = {
  username: string;
  role: Role;
  theme: ThemeChoice;
  /** Streamed: the shell (and the page under it) does not wait for the service to list them. */
  organizations: Promise<Organization[]>;
  selectedOrganization: string | null;
  children: ReactNode;
};

export function ConsoleShell({ username, role, theme, organizations, selectedOrganization, children }: ShellProps) {
  const items = NAV_ITEMS.filter((item) => can(role, item.permission));
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2 focus:text-text">
        Skip to content
      </a>
      <header className="flex flex-wrap items-center gap-4 border-b border-border px-4 py-2">
        <Link href="/reports" className="text-lg font-semibold tracking-tight">
          Rampart
        </Link>
        <NavLinks items={items} />
        <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
          <FiringIndicator />
          <LazyUnsentReviewsNotice />
          <Suspense fallback={null}>
            <OrganizationChoice organizations={organizations} selected={selectedOrganization} />
          </Suspense>
          <span data-testid="signed-in-user">
            {username} <span className="rounded bg-surface-sunken px-1.5 py-0.5 text-xs">{label("consoleRole", role)}</span>
          </span>
          <ThemeToggle initial={theme} />
          <SignOutButton />
        </div>
      </header>
      <Suspense fallback={null}>
        <KeyBanner />
      </Suspense>
      <SessionEndedNotice />
      <main id="main" className="flex-1 px-4 py-4">
        {children}
      </main>
    </div>
  );
}

/** The selector once the service has said which organizations the key reaches (only for several: a staff key). */
async function OrganizationChoice({ organizations, selected }: { organizations: Promise<Organization[]>; selected: string | null }) {
  const reachable = await organizations;
  return reachable.length > 1 ? <OrganizationSelector organizations={reachable} selected={selected} /> : null;
}
