"use client";

import { FieldErrorText } from "@/components/ui/field";
import type { ChannelSummary } from "@/lib/queries/alerts";

/** A rule's channels as checkboxes (the channels told, or those an escalation adds). */
export function ChannelChoice({
  legend,
  ids,
  channels,
  error,
  errorId,
  onChange,
}: {
  legend: string;
  ids: number[];
  channels: ChannelSummary[];
  error: string | undefined;
  errorId: string;
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {channels.length === 0 ? <p className="text-xs text-muted">No channels yet: add one below, then pick it here.</p> : null}
      <div className="flex flex-wrap gap-3">
        {channels.map((c) => (
          <label key={c.id} className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={ids.includes(c.id)} onChange={(e) => onChange(e.target.checked ? [...ids, c.id] : ids.filter((x) => x !== c.id))} />
            {c.name}
          </label>
        ))}
      </div>
      <FieldErrorText id={errorId} announce={false}>
        {error}
      </FieldErrorText>
    </fieldset>
  );
}
