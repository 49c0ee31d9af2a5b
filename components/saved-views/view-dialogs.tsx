"use client";

import { useForm } from "react-hook-form";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/api/errors";
import { newSavedViewBodySchema } from "@/lib/saved-views/schemas";
import type { SavedViewPage } from "@/lib/saved-views/view-state";

// Loaded when a dialog opens (components/saved-views/views-bar.tsx): the pages' first load carries no form code.

type ViewFields = { name: string; shared: boolean };
type ViewBody = { page: SavedViewPage; name: string; shared: boolean; state: string };

/** Save the current filters as a view, or rename one (`renaming`: the name only). */
export function ViewNameDialog({
  page,
  state,
  title,
  initial,
  canShare,
  renaming,
  onSubmit,
  onClose,
}: {
  page: SavedViewPage;
  state: string;
  title: string;
  initial: ViewFields;
  canShare: boolean;
  renaming: boolean;
  onSubmit: (fields: ViewFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<ViewFields, unknown, ViewBody>({
    defaultValues: initial,
    resolver: bodyResolver<ViewFields, ViewBody>({ schema: newSavedViewBodySchema, toBody: (v) => ({ page, name: v.name, shared: v.shared, state }) }),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit({ name: body.name.trim(), shared: body.shared });
      onClose();
    } catch (error) {
      form.setError("root", { message: error instanceof ApiClientError ? error.message : "The view could not be saved" });
    }
  });
  return (
    <Dialog open title={title} onClose={onClose} size="sm" testId="saved-view-dialog">
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <Field label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register("name")} className="w-full" autoComplete="off" maxLength={80} />}
        </Field>
        {renaming ? null : (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" {...form.register("shared")} disabled={!canShare} className="mt-1" />
            <span>
              Share with the team
              {canShare ? null : <span className="block text-muted">Viewers keep personal views; reviewers and admins share them.</span>}
            </span>
          </label>
        )}
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-fail">
            {errors.root.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : renaming ? "Rename" : "Save view"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type AlertFields = { threshold: string };

/** "Alert me when this view holds more than N": makes an alert rule in one step. */
export function ViewAlertDialog({
  viewName,
  count,
  onSubmit,
  onClose,
}: {
  viewName: string;
  count: number | null;
  onSubmit: (threshold: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<AlertFields>({ defaultValues: { threshold: String(count ?? 0) } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ threshold }) => {
    const n = Number(threshold);
    if (!/^\d{1,10}$/.test(threshold.trim()) || n > 1_000_000_000) {
      form.setError("threshold", { message: "A whole number from 0 to 1,000,000,000" });
      return;
    }
    try {
      await onSubmit(n);
      onClose();
    } catch (error) {
      form.setError("root", { message: error instanceof ApiClientError ? error.message : "The alert rule could not be made" });
    }
  });
  return (
    <Dialog open title={`Alert when “${viewName}” holds more than…`} onClose={onClose} size="sm" testId="saved-view-alert-dialog">
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <p className="text-sm text-muted">
          Makes an alert rule that fires while the view's count is above the number. Its channels are set on the Alerts page.
        </p>
        <Field label="More than" error={errors.threshold?.message}>
          {(control) => <Input {...control} {...form.register("threshold")} className="w-32" inputMode="numeric" autoComplete="off" />}
        </Field>
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-fail">
            {errors.root.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? "Making the rule…" : "Make alert rule"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
