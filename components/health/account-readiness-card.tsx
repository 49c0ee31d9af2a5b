"use client";

import { AccountReadiness } from "@/components/account/account-readiness";

/** The /health card of what the account is set up for: only what is missing or not said, each with what it prevents and who to ask. */
export function AccountReadinessCard() {
  return (
    <section
      aria-labelledby="account-readiness-heading"
      className="mt-4 flex min-w-0 flex-col gap-2 rounded border border-border p-3"
      data-testid="account-readiness-card"
    >
      <header>
        <h2 id="account-readiness-heading" className="font-semibold">
          Account readiness
        </h2>
        <p className="text-xs text-muted">What the organization&apos;s account on the service is set up for. Everything else is on; /settings lists it all.</p>
      </header>
      <AccountReadiness compact />
    </section>
  );
}
