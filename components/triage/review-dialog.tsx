"use client";

import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CodeLabel } from "@/components/ui/code-label";
import { Dialog } from "@/components/ui/dialog";
import { Input, Select } from "@/components/ui/input";
import { Kbd } from "@/components/ui/kbd";
import type { Brand } from "@/lib/contract/brand";
import { APPROVE_LABELS, type ConsoleReviewRequestBody, REJECT_REASONS, WATCHLIST_REASONS } from "@/lib/contract/review-request";
import { label as labelOf } from "@/lib/format/labels";
import { NOT_SENT, reportTitle } from "@/lib/format/not-sent";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { ChoiceGroup } from "./choice-group";
import type { QueueItem } from "./queue";
import {
  buildReviewBody,
  type DraftField,
  emptyDraft,
  labelNeedsBrand,
  NOTE_MAX,
  REJECT_REASON_NAMES,
  type ReviewDecision,
  type ReviewDraft,
  WATCHLIST_REASON_NAMES,
} from "./review-body";

export type ReviewRequest = { item: QueueItem; decision: ReviewDecision };

const TITLES: Record<ReviewDecision, string> = { APPROVE: "Approve proposal", REJECT: "Reject proposal", WATCHLIST: "Watchlist proposal" };
const CONFIRM: Record<ReviewDecision, string> = { APPROVE: "Approve and block worldwide", REJECT: "Reject", WATCHLIST: "Add to watchlist" };
const FIELD_ORDER: DraftField[] = ["label", "brandId", "rejectReason", "watchlistReason", "note"];

/** What approving with each label means: every approval blocks the asset worldwide; the label records why. */
const LABEL_HINTS: Record<(typeof APPROVE_LABELS)[number], string> = {
  "Brand Impersonation": "Blocks it as impersonating one of your brands (choose which).",
  "Employee Impersonation": "Blocks it as impersonating one of your people, under a brand (choose which).",
  "Fake Employee": "Blocks it as a made-up employee of your organization.",
  "Targeting Org Users": "Blocks it as a scam aimed at your organization's users.",
  "General Phishing": "Blocks it as phishing that does not target you in particular.",
  "C2 Server": "Blocks it as malware command-and-control infrastructure.",
  "False Positive": "Still approves and blocks the asset, labelled a false positive. To leave it unblocked, reject instead.",
};
const labelOptions = APPROVE_LABELS.map((l) => ({ value: l, label: labelNeedsBrand(l) ? `${l} (names a brand)` : l, hint: LABEL_HINTS[l] }));
const rejectOptions = REJECT_REASONS.map((r) => ({ value: r, label: REJECT_REASON_NAMES[r] }));
const watchlistOptions = WATCHLIST_REASONS.map((r) => ({ value: r, label: WATCHLIST_REASON_NAMES[r] }));

/** Asks what the decision needs (label and brand, a reason, a note), then confirms with its button or Ctrl/Cmd+Enter; Escape cancels. */
export function ReviewDialog({
  request,
  onSubmit,
  onCancel,
  returnFocus,
}: {
  request: ReviewRequest | null;
  onSubmit: (item: QueueItem, body: ConsoleReviewRequestBody) => void;
  onCancel: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const id = useId();
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={request !== null}
      title={request ? TITLES[request.decision] : ""}
      description={request ? <AssetLine request={request} /> : null}
      onClose={onCancel}
      initialFocus={firstField}
      returnFocus={returnFocus}
      testId="review-dialog"
    >
      {request ? (
        <ReviewForm key={`${request.item.key}:${request.decision}`} id={id} request={request} firstField={firstField} onSubmit={onSubmit} onCancel={onCancel} />
      ) : null}
    </Dialog>
  );
}

function AssetLine({ request: { item } }: { request: ReviewRequest }) {
  return (
    <p>
      <CodeLabel kind="assetType" value={String(item.proposal.asset?.type)} className="font-medium" />{" "}
      <span className="break-all font-mono">{item.proposal.asset?.content ?? NOT_SENT}</span>
      <span className="block text-muted">
        Report “{reportTitle(item.report.title)}” · proposal {String(item.proposal.id)}
      </span>
    </p>
  );
}

function ReviewForm({
  id,
  request,
  firstField,
  onSubmit,
  onCancel,
}: {
  id: string;
  request: ReviewRequest;
  firstField: RefObject<HTMLInputElement | null>;
  onSubmit: (item: QueueItem, body: ConsoleReviewRequestBody) => void;
  onCancel: () => void;
}) {
  const { item, decision } = request;
  // The one brand the report's title names is suggested (it still has to be confirmed with the button).
  const suggestedBrand = item.brandIds?.[0] ?? null;
  const namedBrands = item.namedBrandIds ?? [];
  const [draft, setDraft] = useState<ReviewDraft>(() => ({ ...emptyDraft(decision), brandId: suggestedBrand }));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const brandList = useQuery(brandListOptions(useOrganizationScope()));
  const set = (patch: Partial<ReviewDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // A suggested brand is known by its id as text: send the brand's id as the service gave it.
    const brandId = brandList.data?.brands.find((b) => String(b.id) === String(draft.brandId))?.id ?? draft.brandId;
    // The dialog opens only for a proposal whose asset was sent (proposal-detail.tsx); the id goes back as the service gave it.
    if (!item.proposal.asset) return;
    const built = buildReviewBody(item.proposal.asset.id, { ...draft, brandId });
    if (!built.ok) {
      setErrors(built.errors);
      const first = FIELD_ORDER.find((f) => built.errors[f]);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${id}-${first}"]`)?.focus();
      return;
    }
    onSubmit(item, built.body);
  };

  // Only the explicit button, or Ctrl/Cmd+Enter, confirms: Enter in a field or on a radio does
  // nothing, so a key pressed to pick a label never sends an irreversible approval.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter") return;
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      submit();
    } else if (target.tagName !== "BUTTON") {
      event.preventDefault();
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {decision === "APPROVE" ? (
        <div role="note" className="mt-3 rounded border border-fail bg-fail-soft p-3 text-sm text-text">
          <p className="font-semibold">Warning: this cannot be undone.</p>
          <p>Approving blocks this asset worldwide, for every user of the service. The block cannot be reversed from the console.</p>
        </div>
      ) : null}

      {decision === "APPROVE" ? (
        <>
          <ChoiceGroup
            id={`${id}-label`}
            legend="Label"
            options={labelOptions}
            value={draft.label}
            onChange={(label) => set({ label })}
            error={errors.label}
            firstRef={firstField}
          />
          {labelNeedsBrand(draft.label) ? (
            <BrandSelect
              id={`${id}-brandId`}
              value={draft.brandId}
              suggested={suggestedBrand}
              named={namedBrands}
              onChange={(brandId) => set({ brandId })}
              error={errors.brandId}
            />
          ) : null}
        </>
      ) : null}
      {decision === "REJECT" ? (
        <ChoiceGroup
          id={`${id}-rejectReason`}
          legend="Reason"
          options={rejectOptions}
          value={draft.rejectReason}
          onChange={(rejectReason) => set({ rejectReason })}
          error={errors.rejectReason}
          firstRef={firstField}
        />
      ) : null}
      {decision === "WATCHLIST" ? (
        <>
          <ChoiceGroup
            id={`${id}-watchlistReason`}
            legend="Reason"
            options={watchlistOptions}
            value={draft.watchlistReason}
            onChange={(watchlistReason) => set({ watchlistReason })}
            error={errors.watchlistReason}
            firstRef={firstField}
          />
          {draft.watchlistReason === "OTHER" ? (
            <div className="mt-3">
              <label htmlFor={`${id}-note`} className="block text-sm font-medium">
                Note <span className="font-normal text-muted">(required for Other)</span>
              </label>
              <Input
                id={`${id}-note`}
                data-field={`${id}-note`}
                value={draft.note}
                maxLength={NOTE_MAX}
                onChange={(e) => set({ note: e.target.value })}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? `${id}-note-error` : undefined}
                className="mt-1 w-full"
              />
              {errors.note ? (
                <p id={`${id}-note-error`} className="text-sm text-fail">
                  {errors.note}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center justify-end gap-2">
        <p className="mr-auto text-xs text-muted">
          <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> confirms · <Kbd>Esc</Kbd> cancels
        </p>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant={decision === "APPROVE" ? "danger" : "primary"}>
          {CONFIRM[decision]}
        </Button>
      </div>
    </form>
  );
}

function BrandSelect({
  id,
  value,
  suggested,
  named,
  onChange,
  error,
}: {
  id: string;
  value: Brand["id"] | null;
  suggested: string | null;
  named: readonly string[];
  onChange: (id: Brand["id"] | null) => void;
  error?: string;
}) {
  const brands = useQuery(brandListOptions(useOrganizationScope()));
  const list = brands.data?.brands ?? [];
  const describedBy = [error ? `${id}-error` : null, brands.isError ? `${id}-load` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium">
        Brand <span className="font-normal text-muted">(required for this label)</span>
      </label>
      <Select
        id={id}
        data-field={id}
        value={value === null ? "" : String(value)}
        // The option's value is text; the brand's id goes back exactly as the service gave it.
        onChange={(e) => onChange(list.find((b) => String(b.id) === e.target.value)?.id ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 w-full"
      >
        <option value="">{brands.isPending ? "Loading brands…" : list.length === 0 ? "No brands available" : "Choose a brand"}</option>
        {list.map((b) => (
          <option key={String(b.id)} value={String(b.id)}>
            {b.name}
            {b.type ? ` (${labelOf("brandType", String(b.type))})` : ""}
          </option>
        ))}
      </Select>
      {suggested !== null && String(value) === suggested ? (
        <p className="text-xs text-muted" data-testid="brand-suggestion">
          Suggested: the report names this brand.
        </p>
      ) : suggested === null ? (
        <p className="text-xs text-muted" data-testid="brand-suggestion">
          {named.length > 1
            ? `No brand suggested: the report's title names ${named.length} of your brands (${named.map((n) => list.find((b) => String(b.id) === n)?.name ?? `#${n}`).join(", ")}). Choose the one it impersonates.`
            : "No brand suggested: the report's title names none of your brands. Choose the one it impersonates."}
        </p>
      ) : null}
      {brands.isError ? (
        <p id={`${id}-load`} className="text-sm text-fail">
          Could not load the brands: {brands.error.message}{" "}
          <Button variant="link" size="inline" onClick={() => brands.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-fail">
          {error}
        </p>
      ) : null}
    </div>
  );
}
