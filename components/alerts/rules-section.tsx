"use client";

import { buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { Section } from "@/components/ui/section";
import { DataTable, Td } from "@/components/ui/table";
import { formatDuration } from "@/lib/format/duration";
import type { AlertsOverview, RuleBody, RuleView } from "@/lib/queries/alerts";
import { AlertOwner } from "./alert-owner";
import { EditDeleteButtons } from "./edit-delete-buttons";
import { RuleForm } from "./rule-form";
import { conditionWords, durationWords, scopeWords } from "./rule-wording";
import { SeverityTag, StateBadge } from "./state-badge";
import type { useAlertMutations } from "./use-alert-mutations";
import { useDeletion, useEditor } from "./use-editor";

type Props = {
  overview: AlertsOverview;
  isAdmin: boolean;
  canReview: boolean;
  mutations: ReturnType<typeof useAlertMutations>;
  onShowHistory: (ruleId: number) => void;
};

export function RulesSection({ overview, isAdmin, canReview, mutations, onShowHistory }: Props) {
  const editor = useEditor<RuleView, RuleBody>(mutations.saveRule);
  const deletion = useDeletion<RuleView>(mutations.deleteRule);
  const channelName = (id: number) => overview.channels.find((c) => c.id === id)?.name ?? `#${id}`;

  return (
    <Section
      headingId="alert-rules-title"
      title="Rules and their states"
      className="space-y-2"
      action={
        isAdmin && !editor.isOpen ? (
          <button type="button" className={buttonVariants({ variant: "primary" })} onClick={editor.startNew}>
            New rule
          </button>
        ) : null
      }
    >
      {editor.form ? (
        <RuleForm
          key={editor.form.key}
          rule={editor.form.item}
          channels={overview.channels}
          pending={editor.form.pending}
          error={editor.form.error}
          onCancel={editor.form.onCancel}
          onSave={editor.form.onSave}
        />
      ) : null}
      {overview.rules.length === 0 ? (
        <p className="text-xs text-muted">
          No rules yet.{isAdmin ? " Create one to be told when a queue or a check goes wrong." : " An admin can create them."}
        </p>
      ) : (
        <DataTable
          label="Alert rules"
          caption={`Alert rules with their current state, evaluated every ${formatDuration(overview.evaluateEveryMs)}`}
          data-testid="alert-rules"
          columns={["State", "Rule", "Condition", "Measured", "Channels"]}
          actions
          items={overview.rules}
          row={(rule) => (
            <tr key={rule.id} data-testid="alert-rule-row" data-rule={rule.name}>
              <Td className="whitespace-nowrap">
                <StateBadge state={rule.current?.state ?? null} />
                {rule.current ? (
                  <div className="text-xs text-muted">
                    since <RelativeTime iso={rule.current.since} />
                  </div>
                ) : null}
                {rule.silencedBy ? <div className="text-xs text-muted">silenced: {rule.silencedBy.reason}</div> : null}
                <AlertOwner rule={rule} canReview={canReview} mutations={mutations} />
              </Td>
              <Td>
                <div className="font-medium">{rule.name}</div>
                <SeverityTag severity={rule.severity} /> <span className="text-xs text-muted">{scopeWords(rule.scope)}</span>
                {rule.note ? (
                  <p className="mt-1 max-w-xs text-xs text-muted">
                    <span className="font-medium">What to do:</span> {rule.note}
                  </p>
                ) : null}
                {rule.runbookUrl ? (
                  <a
                    href={rule.runbookUrl}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonVariants({ variant: "link", size: "inline", className: "text-xs" })}
                  >
                    Runbook
                  </a>
                ) : null}
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
                  {isAdmin ? <EditDeleteButtons name={rule.name} onEdit={() => editor.edit(rule)} onDelete={() => deletion.ask(rule)} /> : null}
                </div>
              </Td>
            </tr>
          )}
        />
      )}
      <ConfirmDialog title="Delete this rule?" confirmLabel="Delete rule" {...deletion.dialog}>
        “{deletion.doomed?.name}” stops being evaluated. Its history stays.
      </ConfirmDialog>
    </Section>
  );
}
