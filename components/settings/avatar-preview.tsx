"use client";

import { useState, useSyncExternalStore } from "react";
import { isHttpUrl } from "./profile-changes";

/**
 * Previews a picture only when it is on the console's own origin: the page's CSP allows images
 * from `'self'` alone (attachments come through the console's image proxy, docs/architecture.md),
 * so a picture on another host is offered as a link the admin opens on purpose instead.
 */
export function AvatarPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const trimmed = url.trim();
  const valid = isHttpUrl(trimmed);
  // null while rendering on the server, so the first client render matches it.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  const sameOrigin = valid && origin !== null && new URL(trimmed).origin === origin;
  return (
    <div className="flex items-center gap-3" data-testid="avatar-preview">
      <div className="flex h-16 w-16 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-sunken text-xs text-muted">
        {sameOrigin && failed !== url ? (
          // biome-ignore lint/performance/noImgElement: a same-origin picture the admin typed; next/image adds nothing here
          <img src={trimmed} alt="Avatar preview" className="h-full w-full object-cover" referrerPolicy="no-referrer" onError={() => setFailed(url)} />
        ) : (
          <span aria-hidden="true">No preview</span>
        )}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {!trimmed ? (
          "No avatar address."
        ) : !valid ? (
          "Preview shows only http(s) addresses."
        ) : !sameOrigin ? (
          <>
            The console loads no pictures from other hosts.{" "}
            <a href={trimmed} target="_blank" rel="noopener noreferrer" className="underline">
              Open the picture in a new tab
            </a>
          </>
        ) : failed === url ? (
          "The picture could not be loaded from this address."
        ) : (
          "Preview"
        )}
      </p>
    </div>
  );
}

const noSubscription = () => () => {};
