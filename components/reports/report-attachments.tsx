"use client";

import { useState } from "react";
import type { Attachment } from "@/lib/contract/report";
import { safeHttpUrl } from "./safe-url";

/**
 * Attachments as the report's `imageDisplay` asks: VISIBLE shown, BLUR blurred until the reader
 * clicks, HIDDEN (or a mode the console does not know) never loaded — no <img> at all.
 */
export function ReportAttachments({ attachments, imageDisplay }: { attachments: Attachment[]; imageDisplay: string }) {
  if (attachments.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No attachments.</p>;
  if (imageDisplay !== "VISIBLE" && imageDisplay !== "BLUR") {
    return (
      <p data-testid="attachments-hidden" className="text-sm text-slate-700 dark:text-slate-300">
        {attachments.length} attachment{attachments.length === 1 ? " is" : "s are"} hidden
        {imageDisplay === "HIDDEN" ? " for this report" : ` (display mode ${JSON.stringify(imageDisplay)} is not known, so nothing is loaded)`}.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-2">
      {attachments.map((attachment, i) => (
        <li key={String(attachment.id)}>
          <AttachmentImage url={attachment.url} label={`Attachment ${i + 1}`} blurred={imageDisplay === "BLUR"} />
        </li>
      ))}
    </ul>
  );
}

function AttachmentImage({ url, label, blurred }: { url: string; label: string; blurred: boolean }) {
  const [revealed, setRevealed] = useState(!blurred);
  const [failed, setFailed] = useState(false);
  const href = safeHttpUrl(url);
  if (!href) {
    return (
      <p className="text-xs break-all">
        {label}: not a web address, shown as text: <span className="font-mono">{url}</span>
      </p>
    );
  }
  const image = (
    // biome-ignore lint/performance/noImgElement: attachments live on the service's hosts; next/image would proxy them
    <img
      src={href}
      alt={label}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      data-testid="attachment-image"
      data-blurred={revealed ? "false" : "true"}
      className={`h-32 w-full rounded border border-slate-200 object-cover dark:border-slate-700 ${revealed ? "" : "blur-xl"}`}
    />
  );
  return (
    <figure>
      {revealed ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="block">
          {image}
        </a>
      ) : (
        <button type="button" onClick={() => setRevealed(true)} className="relative block w-full overflow-hidden rounded" aria-label={`${label}: blurred, show it`}>
          {image}
          <span className="absolute inset-0 flex items-center justify-center bg-black/40 text-sm font-medium text-white">Click to show</span>
        </button>
      )}
      <figcaption className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
        {label}
        {failed ? " — the image could not be loaded" : ""}
      </figcaption>
    </figure>
  );
}
