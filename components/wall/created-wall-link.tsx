"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";

/** A new link's address, shown this once with Copy. */
export function CreatedLink({ name, url, onDone }: { name: string; url: string; onDone: () => void }) {
  const toast = useToast();
  return (
    <div role="status" className="mb-4 rounded border-2 border-ok bg-ok-soft p-3 text-sm text-ok" data-testid="created-wall-link">
      <p className="font-semibold">Wall link “{name}” created. Copy it now: it is shown only once.</p>
      <label htmlFor="new-wall-link" className="mt-2 block font-medium">
        Link
      </label>
      <div className="mt-1 flex gap-2">
        <Input id="new-wall-link" readOnly value={url} className="w-full font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => toast({ message: "Copied." }),
              () => toast({ tone: "error", message: "The browser refused the clipboard: select the link and copy it." }),
            )
          }
        >
          Copy
        </Button>
      </div>
      <p className="mt-2">Open it on the wall screen&apos;s browser. Anyone with the link can see the wall (read-only) until you revoke it.</p>
      <Button className="mt-2" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
