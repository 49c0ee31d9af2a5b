"use client";

import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { Section } from "@/components/ui/section";
import type { AlertsOverview } from "@/lib/queries/alerts";
import { scopePhrase } from "./rule-wording";
import { SilenceForm } from "./silence-form";
import type { useAlertMutations } from "./use-alert-mutations";

export function SilencesSection({
  overview,
  isAdmin,
  mutations,
}: {
  overview: AlertsOverview;
  isAdmin: boolean;
  mutations: ReturnType<typeof useAlertMutations>;
}) {
  const [adding, setAdding] = useState(false);
  const ruleName = (id: number) => overview.rules.find((r) => r.id === id)?.name ?? `rule #${id}`;
  return (
    <Section
      headingId="alert-silences-title"
      title="Silences"
      className="space-y-2"
      action={
        isAdmin && !adding ? (
          <button type="button" className={buttonVariants({ variant: "primary" })} onClick={() => setAdding(true)}>
            New silence
          </button>
        ) : null
      }
    >
      <p className="text-xs text-muted">A silenced rule still changes state here; it sends no notification until the silence ends.</p>
      {adding ? (
        <SilenceForm
          rules={overview.rules}
          pending={mutations.createSilence.isPending}
          onCancel={() => setAdding(false)}
          onSave={(body) => mutations.createSilence.mutate(body, { onSuccess: () => setAdding(false) })}
        />
      ) : null}
      {overview.silences.length === 0 ? (
        <p className="text-xs text-muted">Nothing is silenced.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {overview.silences.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-2">
              <span className="font-medium">{s.ruleId !== null ? ruleName(s.ruleId) : `Every rule for ${scopePhrase(s.scope ?? "")}`}</span>
              <span>
                until <RelativeTime iso={s.endsAt} />, by {s.createdBy}: {s.reason}
              </span>
              {isAdmin ? (
                <button type="button" className={buttonVariants({ variant: "link", size: "inline" })} onClick={() => mutations.endSilence.mutate(s.id)}>
                  End now
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
