"use client";

import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api/errors";
import { AssetLookup } from "./asset-lookup";
import { focusOnMount } from "./focus-on-mount";
import type { UnblockInput } from "./unblock-input";

/** The service's refusal in words: an unknown asset said so, a 400 by its issues. */
export function describeUnblockError(error: Error): string {
  if (!(error instanceof ApiClientError)) return error.message;
  if (error.status === 404) return `The service does not know this asset: ${error.message}`;
  if (error.status === 400 && error.issues.length > 0) return error.issues.map((i) => i.message).join("; ");
  return error.message;
}

/** The second step: the asset looked up, what the request will likely do, and the one button that sends it. */
export function UnblockConfirm({
  id,
  input,
  error,
  pending,
  onSend,
  onBack,
}: {
  id: string;
  input: UnblockInput;
  error: Error | null;
  pending: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
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
          {describeUnblockError(error)}
        </ActionNotice>
      ) : null}
      <div className="flex gap-2">
        <Button variant="primary" disabled={pending} aria-disabled={pending} onClick={onSend}>
          {pending ? "Sending…" : error ? "Send again" : "Send request"}
        </Button>
        <Button disabled={pending} onClick={onBack}>
          Back to edit
        </Button>
      </div>
    </section>
  );
}
