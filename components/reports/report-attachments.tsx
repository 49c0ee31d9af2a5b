"use client";

import { useState } from "react";
import { type AttachmentKind, attachmentKindOf } from "@/lib/contract/attachment-kind";
import type { Attachment } from "@/lib/contract/report";
import { imageDisplayOf } from "@/lib/contract/report-display";
import { NOT_SENT } from "@/lib/format/not-sent";
import { safeHttpUrl } from "./safe-url";

/** The console's own address for an attachment (set by the server, lib/attachments/signed-path.ts), if it is one. */
function proxiedPath(attachment: Attachment): string | null {
  const path = "imagePath" in attachment ? attachment.imagePath : undefined;
  return typeof path === "string" && path.startsWith("/api/attachments/image?") ? path : null;
}

/**
 * Attachments as the report's `imageDisplay` asks: VISIBLE shown, BLUR not loaded at all until the
 * reader clicks, HIDDEN never loaded — no <img> at all. A mode the console does not know (or none)
 * is treated as BLUR, the most cautious known mode that still lets a reader look (`imageDisplayOf`).
 * Every image loads through the console's image proxy, never from the host the report names,
 * which would tell that host the reader's address.
 */
export function ReportAttachments({ attachments, imageDisplay: sent }: { attachments: Attachment[]; imageDisplay: string | null }) {
  if (attachments.length === 0) return <p className="text-sm text-muted">No attachments.</p>;
  const imageDisplay = imageDisplayOf({ imageDisplay: sent });
  if (imageDisplay === "HIDDEN") {
    return (
      <p data-testid="attachments-hidden" className="text-sm text-muted">
        {attachments.length} attachment{attachments.length === 1 ? " is" : "s are"} hidden for this report.
      </p>
    );
  }
  const unknownMode = sent === null || sent.toUpperCase() !== imageDisplay;
  return (
    <>
      {unknownMode ? (
        <p data-testid="attachments-mode-unknown" className="mb-1 text-xs text-muted">
          {sent === null ? `The display mode was ${NOT_SENT}` : `The display mode ${JSON.stringify(sent)} is not known`}, so each image loads only when asked.
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-2">
        {attachments.map((attachment, i) => {
          const kind = attachment.url === null ? null : attachmentKindOf(attachment.url);
          return (
            <li key={String(attachment.id)}>
              {attachment.url === null ? (
                <p className="text-xs">
                  Attachment {i + 1}: its address was {NOT_SENT}.
                </p>
              ) : kind?.kind === "file" ? (
                <AttachmentFile url={attachment.url} file={kind} label={`Attachment ${i + 1}`} />
              ) : (
                <AttachmentImage url={attachment.url} src={proxiedPath(attachment)} label={`Attachment ${i + 1}`} blurred={imageDisplay === "BLUR"} />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A file that is not an image (an e-mail, a PDF): its name and kind in words, never drawn as a tile. */
function AttachmentFile({ url, file, label }: { url: string; file: Extract<AttachmentKind, { kind: "file" }>; label: string }) {
  return (
    <figure data-testid="attachment-file" className="flex h-32 flex-col justify-center rounded border border-border bg-surface-sunken p-3 text-sm">
      <span className="font-medium break-all">{file.fileName}</span>
      <figcaption className="mt-0.5 text-xs text-muted">
        {label}: {file.words}, kept by the service
        {safeHttpUrl(url) ? (
          <>
            {" "}
            ·{" "}
            <a href={url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="underline">
              open at the service
            </a>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

function AttachmentImage({ url, src, label, blurred }: { url: string; src: string | null; label: string; blurred: boolean }) {
  const [revealed, setRevealed] = useState(!blurred);
  const [failed, setFailed] = useState(false);
  if (!safeHttpUrl(url) || !src) {
    return (
      <p className="text-xs break-all">
        {label}: not a web address the console can show, shown as text: <span className="font-mono">{url}</span>
      </p>
    );
  }
  if (!revealed) {
    return (
      <figure>
        <button
          type="button"
          onClick={() => setRevealed(true)}
          data-testid="attachment-placeholder"
          className="flex h-32 w-full items-center justify-center rounded border border-dashed border-border bg-surface-sunken text-sm font-medium text-muted"
          aria-label={`${label}: blurred, show it`}
        >
          Show it
        </button>
        <figcaption className="mt-0.5 text-xs text-muted">{label} (not loaded until shown)</figcaption>
      </figure>
    );
  }
  const image = (
    // biome-ignore lint/performance/noImgElement: the console's own image proxy already checks, caps and caches the image
    <img
      src={src}
      alt={label}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      data-testid="attachment-image"
      data-blurred="false"
      className="h-32 w-full rounded border border-border object-cover"
    />
  );
  return (
    <figure>
      <a href={src} target="_blank" rel="noopener noreferrer" className="block" title={url}>
        {image}
      </a>
      <figcaption className="mt-0.5 text-xs text-muted">
        {label}
        {failed ? " — the image could not be loaded" : ""}
      </figcaption>
    </figure>
  );
}
