"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { useCommittedDraft } from "@/components/ui/use-committed-draft";
import { describeRefreshInterval, formatRefreshInterval, REFRESH_OPTIONS, type RefreshInterval } from "@/components/wall/refresh-interval";
import { readOrganizationSlug } from "@/lib/contract/organization-slug";
import { checkWindowHours } from "./snapshot-filters";

export type QueueControlValues = { slug: string | null; all: boolean; windowHours: number | null; refresh: RefreshInterval };

/** Organization, all organizations, stale window and refresh interval; everything lands in the URL. */
export function QueueControls({
  values,
  knownSlugs,
  onChange,
  canReadAll = false,
}: {
  values: QueueControlValues;
  knownSlugs: string[];
  onChange: (patch: Partial<QueueControlValues>) => void;
  /** Whether the key can read every organization (a staff key); only then is "All organizations" offered. */
  canReadAll?: boolean;
}) {
  const ids = { slug: useId(), slugError: useId(), window: useId(), windowError: useId(), list: useId(), all: useId(), refresh: useId() };
  // Each follows the URL when it changes (Back/forward), and keeps what was typed while the page loaded.
  const slug = useCommittedDraft(values.slug ?? "");
  const windowHours = useCommittedDraft(values.windowHours === null ? "" : String(values.windowHours));
  const [slugText, setSlugText] = [slug.draft, slug.setDraft];
  const [windowText, setWindowText] = [windowHours.draft, windowHours.setDraft];
  const [windowError, setWindowError] = useState<string | null>(null);
  const [slugError, setSlugError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    let slug: string | null = null;
    if (slugText.trim() !== "") {
      const read = readOrganizationSlug(slugText);
      if (!read.ok) {
        setSlugError(read.message);
        return;
      }
      slug = read.slug;
      if (slug !== slugText) setSlugText(slug);
    }
    setSlugError(null);
    let windowHours: number | null = null;
    if (windowText.trim() !== "") {
      const check = checkWindowHours(windowText);
      if (!check.ok) {
        setWindowError(check.message);
        return;
      }
      windowHours = check.value;
    }
    setWindowError(null);
    onChange({ slug, windowHours });
  }

  return (
    <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-3 text-sm" aria-label="Snapshot options" noValidate>
      <div className="w-48">
        <label htmlFor={ids.slug} className="font-medium">
          Organization
        </label>
        <Input
          id={ids.slug}
          ref={slug.ref}
          className="mt-1 w-full"
          list={ids.list}
          value={slugText}
          placeholder="The key's organization"
          maxLength={100}
          onChange={(e) => setSlugText(e.target.value)}
          aria-invalid={slugError ? true : undefined}
          aria-describedby={slugError ? ids.slugError : undefined}
          disabled={values.all}
        />
        <datalist id={ids.list}>
          {knownSlugs.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <div className="w-44">
        <label htmlFor={ids.window} className="font-medium">
          Stale after (hours)
        </label>
        <Input
          id={ids.window}
          ref={windowHours.ref}
          className="mt-1 w-full"
          inputMode="decimal"
          value={windowText}
          placeholder="168"
          aria-invalid={windowError ? true : undefined}
          aria-describedby={windowError ? ids.windowError : undefined}
          onChange={(e) => setWindowText(e.target.value)}
        />
      </div>
      <Button type="submit">Apply</Button>
      {canReadAll ? (
        <div className="flex items-center gap-2 pb-1">
          <input id={ids.all} type="checkbox" checked={values.all} onChange={(e) => onChange({ all: e.target.checked })} />
          <label htmlFor={ids.all}>All organizations (staff)</label>
        </div>
      ) : null}
      <div>
        <label htmlFor={ids.refresh} className="block font-medium">
          Auto-refresh
        </label>
        <Select
          id={ids.refresh}
          className="mt-1"
          value={formatRefreshInterval(values.refresh)}
          onChange={(e) => {
            const option = REFRESH_OPTIONS.find((o) => formatRefreshInterval(o.value) === e.target.value);
            if (option) onChange({ refresh: option.value });
          }}
        >
          {REFRESH_OPTIONS.some((o) => o.value === values.refresh) ? null : (
            <option value={formatRefreshInterval(values.refresh)}>{describeRefreshInterval(values.refresh)}</option>
          )}
          {REFRESH_OPTIONS.map((o) => (
            <option key={o.label} value={formatRefreshInterval(o.value)}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      {slugError ? (
        <p id={ids.slugError} role="alert" className="w-full text-fail" data-testid="slug-error">
          {slugError}
        </p>
      ) : null}
      {windowError ? (
        <p id={ids.windowError} role="alert" className="w-full text-fail">
          {windowError}
        </p>
      ) : null}
    </form>
  );
}
