"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import type { AccountSetup } from "@/lib/contract/account-setup";
import { type ReadinessItem, readinessItems, readinessSummary } from "@/lib/format/readiness";
import { accountReadinessQuery } from "@/lib/queries/account";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

const TONE = { ready: "ok", missing: "warn", unknown: "unknown", note: "neutral" } as const;

/** What the organization's account is set up for (POST /user/orgs), each missing item with what it prevents and who to ask: /settings and the /health card. */
export function AccountReadiness({ compact = false }: { compact?: boolean }) {
  const query = useQuery(accountReadinessQuery(useOrganizationScope()));
  return (
    <QueryState query={query} errorTitle="What the account is set up for could not be read">
      {(list) =>
        list.organizations.length === 0 ? (
          <p className="text-sm text-muted">The service lists no organization for the console&apos;s key.</p>
        ) : (
          <div className="space-y-4">
            {list.organizations.map((setup) => (
              <OrganizationReadiness key={setup.slug} setup={setup} compact={compact} named={list.organizations.length > 1} />
            ))}
          </div>
        )
      }
    </QueryState>
  );
}

function OrganizationReadiness({ setup, compact, named }: { setup: AccountSetup; compact: boolean; named: boolean }) {
  const items = readinessItems(setup);
  const shown = compact ? items.filter((i) => i.state === "missing" || i.state === "unknown") : items;
  return (
    <div className="space-y-2" data-testid="account-readiness" data-slug={setup.slug}>
      <p className="text-sm font-medium" data-testid="readiness-summary">
        {named ? `${setup.name ?? setup.slug}: ` : ""}
        {readinessSummary(items)}
      </p>
      <ul className="divide-y divide-border border-y border-border text-sm">
        {shown.map((i) => (
          <ReadinessRow key={i.id} item={i} />
        ))}
      </ul>
    </div>
  );
}

function ReadinessRow({ item }: { item: ReadinessItem }) {
  return (
    <li className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[14rem_1fr]" data-testid="readiness-item" data-item={item.id} data-state={item.state}>
      <span className="font-medium">{item.label}</span>
      <span className="min-w-0 space-y-0.5">
        <Badge tone={TONE[item.state]}>{item.status}</Badge>
        {item.prevents ? <span className="block">{item.prevents}</span> : null}
        {item.ask ? <span className="block text-muted">{item.ask}</span> : null}
      </span>
    </li>
  );
}
