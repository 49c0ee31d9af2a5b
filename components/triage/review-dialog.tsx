"use client";

import { useId, useRef } from "react";
import { CodeLabel } from "@/components/ui/code-label";
import { Dialog } from "@/components/ui/dialog";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { NOT_SENT, reportTitle } from "@/lib/format/not-sent";
import type { QueueItem } from "./queue";
import { TITLES } from "./review-choices";
import { ReviewForm, type ReviewRequest } from "./review-form";

export type { ReviewRequest } from "./review-form";

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
