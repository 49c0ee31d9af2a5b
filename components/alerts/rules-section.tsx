"use client";

import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Table, Td, Th } from "@/components/ui/table";
import { formatDuration } from "@/lib/format/duration";
import type { AlertsOverview, RuleView } from "@/lib/queries/alerts";
import { EditDeleteButtons } from "./edit-delete-buttons";
import { RuleForm } from "./rule-form";
import { conditionWords, durationWords, scopeWords } from "./rule-wording";
import { SeverityTag, StateBadge } from "./state-badge";
import type { useAlertMutations } from "./use-alert-mutations";

type Props = { overview: AlertsOverview; isAdmin: boolean; mutations: ReturnType<typeof useAlertMutations>; onShowHistory: (ruleId: number) => void };

export function RulesSection({ overview, isAdmin, mutations, onShowHistory }: Props) {
  const [editing, setEditing] = useState<RuleView | "new" | null>(null);
  const [doomed, setDoomed] = useState<RuleView | null>(null);
  const channelName = (id: number) => overview.channels.find((c) => c.id === id)?.name ?? `#${id}`;

  return (
    <section aria-labelledby="alert-rules-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="alert-rules-title" className="text-lg font-semibold">
          Rules and their states
        </h2>
        {isAdmin && editing === null ? (
          <button
            type="button"
            className={buttonVariants({ variant: "primary" })}
            onClick={() => {
              mutations.saveRule.reset();
              setEditing("new");
            }}
          >
            New rule
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <RuleForm
          key={editing === "new" ? "new" : editing.id}
          rule={editing === "new" ? null : editing}
          channels={overview.channels}
          pending={mutations.saveRule.isPending}
          error={mutations.saveRule.error}
          onCancel={() => {
            mutations.saveRule.reset();
            setEditing(null);
          }}
          onSave={(body) => mutations.saveRule.mutate({ body, id: editing === "new" ? undefined : editing.id }, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
      {overview.rules.length === 0 ? (
        <p className="text-xs text-muted">
          No rules yet.{isAdmin ? " Create one to be told when a queue or a check goes wrong." : " An admin can create them."}
        </p>
      ) : (
        <ScrollRegion label="Alert rules">
          <Table data-testid="alert-rules">
            <caption className="sr-only">Alert rules with their current state, evaluated every {formatDuration(overview.evaluateEveryMs)}</caption>
            <thead>
              <tr>
                <Th>State</Th>
                <Th>Rule</Th>
                <Th>Condition</Th>
                <Th>Measured</Th>
                <Th>Channels</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {overview.rules.map((rule) => (
                <tr key={rule.id} data-testid="alert-rule-row" data-rule={rule.name}>
                  <Td className="whitespace-nowrap">
                    <StateBadge state={rule.current?.state ?? null} />
                    {rule.current ? (
                      <div className="text-xs text-muted">
                        since <RelativeTime iso={rule.current.since} />
                      </div>
                    ) : null}
                    {rule.silencedBy ? <div className="text-xs text-muted">silenced: {rule.silencedBy.reason}</div> : null}
                  </Td>
                  <Td>
                    <div className="font-medium">{rule.name}</div>
                    <SeverityTag severity={rule.severity} /> <span className="text-xs text-muted">{scopeWords(rule.scope)}</span>
                    {rule.note ? <p className="mt-1 max-w-xs text-xs text-muted">{rule.note}</p> : null}
                  </Td>
                  <Td>
                    {conditionWords(rule.condition)}
                    <div className="text-xs text-muted">
                      for {durationWords(rule.forSeconds)} · keep firing {durationWords(rule.keepFiringSeconds)}
                    </div>
                  </Td>
                  <Td>{rule.current?.lastValue ?? "–"}</Td>
                  <Td>{rule.channelIds.length ? rule.channelIds.map(channelName).join(", ") : <span className="text-xs text-muted">none</span>}</Td>
                  <Td className="whitespace-nowrap">
                    <div className="flex flex-col items-start gap-1">
                      <button type="button" className={buttonVariants({ variant: "link", size: "inline" })} onClick={() => onShowHistory(rule.id)}>
                        History
                      </button>
                      {isAdmin ? (
                        <EditDeleteButtons
                          name={rule.name}
                          onEdit={() => {
                            mutations.saveRule.reset();
                            setEditing(rule);
                          }}
                          onDelete={() => setDoomed(rule)}
                        />
                      ) : null}
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this rule?"
        confirmLabel="Delete rule"
        pending={mutations.deleteRule.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && mutations.deleteRule.mutate(doomed.id, { onSettled: () => setDoomed(null) })}
      >
        “{doomed?.name}” stops being evaluated. Its history stays.
      </ConfirmDialog>
    </section>
  );
}
