"use client";

import { useId } from "react";
import { SaveFormFrame } from "@/components/alerts/form-errors";
import { useSaveForm } from "@/components/alerts/use-save-form";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { type DigestBody, digestBodySchema } from "@/lib/digests/digest-schemas";

export const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The form's text; `channelIds` are the ticked boxes' values. */
type Draft = { name: string; organizations: string; channelIds: string[]; day: string; hour: string; timeZone: string; enabled: boolean };

export function draftOf(digest: Pick<DigestBody, "name" | "organizations" | "channelIds" | "day" | "hour" | "timeZone" | "enabled">): Draft {
  return {
    name: digest.name,
    organizations: digest.organizations.join(", "),
    channelIds: digest.channelIds.map(String),
    day: String(digest.day),
    hour: String(digest.hour),
    timeZone: digest.timeZone,
    enabled: digest.enabled,
  };
}

/** The body the form sends (POST /api/digests and PATCH /api/digests/:id take the same one). */
export function digestBodyOf(d: Draft): DigestBody {
  return {
    name: d.name,
    organizations: d.organizations
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    // One box ticked of one is a string to react-hook-form, not a list; none is false.
    channelIds: ([] as unknown[])
      .concat(d.channelIds)
      .filter((v): v is string => typeof v === "string")
      .map(Number),
    day: Number(d.day),
    hour: Number(d.hour),
    timeZone: d.timeZone,
    enabled: d.enabled,
  };
}

const FIELDS = new Set<keyof Draft>(["name", "organizations", "channelIds", "day", "hour", "timeZone", "enabled"]);
const digestFieldOf = (path: string): keyof Draft | null => {
  const head = path.split(".")[0] as keyof Draft;
  return FIELDS.has(head) ? head : null;
};

// The route's own body schema (lib/digests/digest-schemas.ts): nothing is sent that it refuses.
const resolver = bodyResolver<Draft, DigestBody>({ schema: digestBodySchema, toBody: digestBodyOf, fieldOf: digestFieldOf });

/** Defines a weekly digest, or changes one: name, organizations, channels, day, hour, time zone, on or paused. */
export function DigestForm({
  title,
  saveLabel,
  initial,
  channels,
  pending,
  error,
  onSave,
  onCancel,
}: {
  title: string;
  saveLabel: string;
  initial: Draft;
  channels: { id: number; name: string; type: string }[];
  pending: boolean;
  error: unknown;
  onSave: (body: DigestBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { submit, refused, messageOf, register } = useSaveForm({ defaultValues: initial, resolver, fieldOf: digestFieldOf, error, onSave });
  return (
    <SaveFormFrame id={id} title={title} refused={refused} pending={pending} saveLabel={saveLabel} onSubmit={submit} onCancel={onCancel}>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label="Name" error={messageOf("name")} announce={false}>
          {(control) => <Input {...control} {...register("name")} autoComplete="off" />}
        </Field>
        <Field label="Organizations" hint="Slugs, comma-separated; empty: the key's own" error={messageOf("organizations")} announce={false}>
          {(control) => <Input {...control} {...register("organizations")} autoComplete="off" />}
        </Field>
        <Field label="Day">
          {(control) => (
            <Select {...control} {...register("day")}>
              {DAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Hour">
          {(control) => (
            <Select {...control} {...register("hour")}>
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {String(h).padStart(2, "0")}:00
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Time zone" error={messageOf("timeZone")} announce={false}>
          {(control) => <Input {...control} {...register("timeZone")} autoComplete="off" />}
        </Field>
      </div>
      <fieldset className="text-sm">
        <legend>Channels</legend>
        <div className="flex flex-wrap gap-3">
          {channels.map((c) => (
            <label key={c.id} className="flex items-center gap-1">
              <input type="checkbox" value={String(c.id)} {...register("channelIds")} />
              {c.name} ({c.type})
            </label>
          ))}
        </div>
        {messageOf("channelIds") ? <p className="text-fail">{messageOf("channelIds")}</p> : null}
      </fieldset>
      <label className="flex items-center gap-1 text-sm">
        <input type="checkbox" {...register("enabled")} />
        Send on schedule (untick to pause; Send now still works)
      </label>
    </SaveFormFrame>
  );
}
