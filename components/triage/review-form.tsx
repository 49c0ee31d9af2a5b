"use client";

import { useQuery } from "@tanstack/react-query";
import type { KeyboardEvent, RefObject } from "react";
import { type FieldError, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldErrorText } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Kbd } from "@/components/ui/kbd";
import type { Brand } from "@/lib/contract/brand";
import type { ResponseId } from "@/lib/contract/response-id";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { BrandSelect } from "./brand-select";
import { ChoiceGroup } from "./choice-group";
import type { QueueItem } from "./queue";
import { buildReviewBody, type DraftField, emptyDraft, labelNeedsBrand, NOTE_MAX, type ReviewDecision, type ReviewDraft } from "./review-body";
import { type ChoiceField, CONFIRM, DECISION_CHOICE } from "./review-choices";

export type ReviewRequest = { item: QueueItem; decision: ReviewDecision };

const FIELD_ORDER: DraftField[] = ["label", "brandId", "rejectReason", "watchlistReason", "note"];

type Context = { assetId: ResponseId; brands: readonly Brand[] | undefined };

/** The console route's own schema (buildReviewBody) on the draft, its refusals in the dialog's words. */
const resolver: Resolver<ReviewDraft, Context, ConsoleReviewRequestBody> = (draft, context) => {
  // A suggested brand is known by its id as text: send the brand's id as the service gave it.
  const brandId = context?.brands?.find((b) => String(b.id) === String(draft.brandId))?.id ?? draft.brandId;
  const built = buildReviewBody(context?.assetId ?? "", { ...draft, brandId });
  if (built.ok) return { values: built.body, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const [field, message] of Object.entries(built.errors)) errors[field === "form" ? "root" : field] = { type: "schema", message };
  return { values: {}, errors: errors as FieldErrors<ReviewDraft> };
};

/** Asks what the decision needs (label and brand, a reason, a note), then confirms with its button or Ctrl/Cmd+Enter. */
export function ReviewForm({
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
  const brandList = useQuery(brandListOptions(useOrganizationScope()));
  // The dialog opens only for a proposal whose asset was sent (proposal-detail.tsx); the id goes back as the service gave it.
  const assetId = item.proposal.asset?.id;
  const form = useForm<ReviewDraft, Context, ConsoleReviewRequestBody>({
    resolver,
    context: { assetId: assetId ?? "", brands: brandList.data?.brands },
    defaultValues: { ...emptyDraft(decision), brandId: suggestedBrand },
    reValidateMode: "onSubmit",
    // The choices are radios and a select set by hand: the first refused one is focused below.
    shouldFocusError: false,
  });
  const draft = form.watch();
  const { errors } = form.formState;
  const choose = (field: ChoiceField, value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  const submit = form.handleSubmit(
    (body) => {
      if (assetId !== undefined) onSubmit(item, body);
    },
    (refused) => {
      const first = FIELD_ORDER.find((f) => refused[f]);
      document.querySelector<HTMLElement>(`[data-field="${id}-${first}"]`)?.focus();
    },
  );

  // Only the explicit button, or Ctrl/Cmd+Enter, confirms: Enter in a field or on a radio does
  // nothing, so a key pressed to pick a label never sends an irreversible approval.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter") return;
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      void submit();
    } else if (target.tagName !== "BUTTON") {
      event.preventDefault();
    }
  };

  const choice = DECISION_CHOICE[decision];
  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {decision === "APPROVE" ? (
        <div role="note" className="mt-3 rounded border border-fail bg-fail-soft p-3 text-sm text-text">
          <p className="font-semibold">Warning: this cannot be undone.</p>
          <p>Approving blocks this asset worldwide, for every user of the service. The block cannot be reversed from the console.</p>
        </div>
      ) : null}

      <ChoiceGroup
        id={`${id}-${choice.field}`}
        legend={choice.legend}
        options={choice.options}
        value={draft[choice.field]}
        onChange={(value) => choose(choice.field, value)}
        error={errors[choice.field]?.message}
        firstRef={firstField}
      />
      {decision === "APPROVE" && labelNeedsBrand(draft.label) ? (
        <BrandSelect
          field={`${id}-brandId`}
          value={draft.brandId}
          suggested={suggestedBrand}
          named={item.namedBrandIds ?? []}
          onChange={(brandId) => {
            form.setValue("brandId", brandId);
            form.clearErrors("brandId");
          }}
          error={errors.brandId?.message}
        />
      ) : null}
      {decision === "WATCHLIST" && draft.watchlistReason === "OTHER" ? (
        <Field
          label={
            <>
              Note <span className="font-normal text-muted">(required for Other)</span>
            </>
          }
          error={errors.note?.message}
          className="mt-3"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("note", { onChange: () => form.clearErrors("note") })}
              data-field={`${id}-note`}
              maxLength={NOTE_MAX}
              className="w-full"
            />
          )}
        </Field>
      ) : null}
      <FieldErrorText id={`${id}-form-error`}>{errors.root?.message}</FieldErrorText>

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
