"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Input, Textarea } from "@/components/ui/input";
import { useUnsavedChangesWarning } from "@/components/ui/use-unsaved-changes-warning";
import { ApiClientError } from "@/lib/api/errors";
import type { UnblockResult } from "@/lib/contract/unblock";
import { assetKeys } from "@/lib/queries/assets";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { unblockAsset } from "@/lib/queries/unblock";
import { AssetLookup } from "./asset-lookup";
import { normalizeAssetContent } from "./asset-preview";
import { focusOnMount } from "./focus-on-mount";
import { checkUnblockInput, type UnblockInput, type UnblockProblems } from "./unblock-input";
import { UnblockResultPanel } from "./unblock-result";

const primary = "rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60";
const secondary = "rounded border border-border px-3 py-1.5 text-sm hover:bg-surface-sunken disabled:opacity-60";

type Step = { name: "edit" } | { name: "confirm"; input: UnblockInput } | { name: "done"; result: UnblockResult };

/**
 * Edit → confirm (the asset looked up, and what the request will likely do) → result, as the
 * service answers. One request per confirmation, however often it is clicked.
 */
export function UnblockFlow({ initialContent = "" }: { initialContent?: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  const [draft, setDraft] = useState<UnblockInput>({ content: initialContent, reason: "" });
  const [problems, setProblems] = useState<UnblockProblems>({});
  const [step, setStep] = useState<Step>({ name: "edit" });
  const sending = useRef(false);
  const mutation = useMutation({ mutationFn: unblockAsset, retry: false });
  // A reason typed (or an asset other than the one the page opened with) is lost by leaving, until the service has answered.
  useUnsavedChangesWarning(step.name !== "done" && (draft.reason.trim() !== "" || draft.content.trim() !== initialContent.trim()));

  function review(event: FormEvent) {
    event.preventDefault();
    const checked = checkUnblockInput({ ...draft, content: normalizeAssetContent(draft.content) });
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    mutation.reset();
    setStep({ name: "confirm", input: checked.value });
  }

  function send(input: UnblockInput) {
    // A ref, not state: a double click lands before React re-renders the disabled button.
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(input, {
      onSuccess: (result) => {
        setStep({ name: "done", result });
        void queryClient.invalidateQueries({ queryKey: assetKeys.all(org) });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  function startOver() {
    mutation.reset();
    setDraft({ content: "", reason: "" });
    setStep({ name: "edit" });
  }

  if (step.name === "done") return <UnblockResultPanel result={step.result} onAgain={startOver} />;

  if (step.name === "confirm") {
    const { input } = step;
    const error = mutation.error;
    return (
      <section aria-labelledby={`${id}-confirm`} className="max-w-2xl space-y-3 rounded border border-border p-4">
        <h2 id={`${id}-confirm`} ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold outline-none">
          Confirm the request
        </h2>
        <AssetLookup content={input.content} />
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            If this asset belongs to this organization, it is <strong>unblocked</strong>.
          </li>
          <li>
            If it belongs to anyone else, nothing is unblocked: a <strong>dispute</strong> is opened instead, for the service to review.
          </li>
        </ul>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">Content</dt>
          <dd className="break-all font-mono" data-testid="confirm-content">
            {input.content}
          </dd>
          <dt className="font-medium">Reason</dt>
          <dd className="whitespace-pre-wrap break-words">{input.reason}</dd>
        </dl>
        {error ? (
          <ActionNotice tone="error" requestId={error instanceof ApiClientError ? error.requestId : undefined}>
            {describeError(error)}
          </ActionNotice>
        ) : null}
        <div className="flex gap-2">
          <button type="button" className={primary} disabled={mutation.isPending} aria-disabled={mutation.isPending} onClick={() => send(input)}>
            {mutation.isPending ? "Sending…" : error ? "Send again" : "Send request"}
          </button>
          <button type="button" className={secondary} disabled={mutation.isPending} onClick={() => setStep({ name: "edit" })}>
            Back to edit
          </button>
        </div>
      </section>
    );
  }

  return (
    <form onSubmit={review} noValidate className="max-w-2xl space-y-4" aria-label="Unblock an asset">
      <div>
        <label htmlFor={`${id}-content`} className="block text-sm font-medium">
          Asset content
        </label>
        <Input
          id={`${id}-content`}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={`${id}-content-hint${problems.content ? ` ${id}-content-problem` : ""}`}
          className="mt-1 w-full font-mono"
          autoComplete="off"
          spellCheck={false}
        />
        <p id={`${id}-content-hint`} className="text-xs text-muted">
          The URL, domain or handle, e.g. https://www.example.com (spaces, a trailing slash and the case of the scheme and host are tidied)
        </p>
        {problems.content ? (
          <p id={`${id}-content-problem`} className="text-sm text-fail">
            {problems.content}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
          Reason
        </label>
        <Textarea
          id={`${id}-reason`}
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
          rows={3}
          aria-invalid={problems.reason ? true : undefined}
          aria-describedby={problems.reason ? `${id}-reason-problem` : undefined}
          className="mt-1 w-full"
        />
        {problems.reason ? (
          <p id={`${id}-reason-problem`} className="text-sm text-fail">
            {problems.reason}
          </p>
        ) : null}
      </div>
      <button type="submit" className={primary}>
        Continue
      </button>
    </form>
  );
}

function describeError(error: Error): string {
  if (!(error instanceof ApiClientError)) return error.message;
  if (error.status === 404) return `The service does not know this asset: ${error.message}`;
  if (error.status === 400 && error.issues.length > 0) return error.issues.map((i) => i.message).join("; ");
  return error.message;
}
