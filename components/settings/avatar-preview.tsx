"use client";

import { useState } from "react";
import { isHttpUrl } from "./profile-changes";

/** Shows the picture an http(s) address points to; anything else is never loaded. */
export function AvatarPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const valid = isHttpUrl(url.trim());
  return (
    <div className="flex items-center gap-3" data-testid="avatar-preview">
      <div className="flex h-16 w-16 items-center justify-center overflow-hidden rounded-full border border-slate-300 bg-slate-100 text-xs text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {valid && failed !== url ? (
          // biome-ignore lint/performance/noImgElement: an arbitrary remote avatar; next/image would need every host configured
          <img src={url.trim()} alt="Avatar preview" className="h-full w-full object-cover" referrerPolicy="no-referrer" onError={() => setFailed(url)} />
        ) : (
          <span aria-hidden="true">No picture</span>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        {!url.trim() ? "No avatar address." : !valid ? "Preview shows only http(s) addresses." : failed === url ? "The picture could not be loaded from this address." : "Preview"}
      </p>
    </div>
  );
}
