"use client";

import { useQuery } from "@tanstack/react-query";
import { ActionNotice } from "@/components/ui/action-notice";
import { buttonVariants } from "@/components/ui/button";
import { CopyableSecret } from "@/components/ui/copyable-secret";
import { ErrorPanel } from "@/components/ui/error-panel";
import { alertHistoryQueryOptions, alertsOverviewQueryOptions } from "@/lib/queries/alerts";
import { ChannelsSection } from "./channels-section";
import { HistoryTable } from "./history-table";
import { RulesSection } from "./rules-section";
import { SilencesSection } from "./silences-section";
import { useAlertMutations } from "./use-alert-mutations";

/** /alerts: rules with their states, the history with deliveries, channels and silences. */
export function AlertsView({
  isAdmin,
  canReview,
  ruleId,
  onRuleChange,
}: {
  isAdmin: boolean;
  /** Reviewers and admins acknowledge firing alerts. */
  canReview: boolean;
  ruleId: number | null;
  onRuleChange: (ruleId: number | null) => void;
}) {
  const overview = useQuery(alertsOverviewQueryOptions());
  const history = useQuery(alertHistoryQueryOptions(ruleId));
  const mutations = useAlertMutations();

  if (overview.isError && !overview.data) return <ErrorPanel error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <p className="text-sm">Loading alerts…</p>;
  const data = overview.data;
  const filtered = ruleId === null ? null : (data.rules.find((r) => r.id === ruleId)?.name ?? `rule #${ruleId}`);

  return (
    <div className="space-y-8">
      {mutations.notice ? (
        <ActionNotice tone={mutations.notice.tone} requestId={mutations.notice.requestId} onDismiss={mutations.clearNotice} testId="alerts-notice">
          {mutations.notice.text}
          {mutations.notice.secret ? " " : null}
          {mutations.notice.secret ? <CopyableSecret value={mutations.notice.secret} label="Signing secret" testId="signing-secret" /> : null}
        </ActionNotice>
      ) : null}
      <RulesSection overview={data} isAdmin={isAdmin} canReview={canReview} mutations={mutations} onShowHistory={(id) => onRuleChange(id)} />
      <section aria-labelledby="alert-history-title" className="space-y-2">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id="alert-history-title" className="text-lg font-semibold">
            History{filtered ? `: ${filtered}` : ""}
          </h2>
          {filtered ? (
            <button type="button" className={buttonVariants({ variant: "link", size: "inline" })} onClick={() => onRuleChange(null)}>
              Show every rule
            </button>
          ) : null}
        </div>
        {history.isError && !history.data ? (
          <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <HistoryTable entries={history.data ?? []} />
        )}
      </section>
      <ChannelsSection
        channels={data.channels}
        rules={data.rules}
        linksOffBecause={data.linksOffBecause}
        blockedBy={data.channelsBlockedBy}
        isAdmin={isAdmin}
        mutations={mutations}
      />
      <SilencesSection overview={data} isAdmin={isAdmin} mutations={mutations} />
    </div>
  );
}
