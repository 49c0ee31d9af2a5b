"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Kbd } from "@/components/ui/kbd";
import { triageKeysFor } from "./keys";

/** The `?` list of keys; a viewer sees only the keys a viewer can use. */
export function ShortcutsDialog({ open, onClose, canReview }: { open: boolean; onClose: () => void; canReview: boolean }) {
  const keys = triageKeysFor(canReview);
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose} testId="shortcuts-dialog">
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Keys of the triage page and what they do</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-4 font-medium">
              Key
            </th>
            <th scope="col" className="py-1 font-medium">
              Does
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((row) => (
            <tr key={row.does} className="border-t border-border">
              <td className="py-1 pr-4">
                {row.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? " or " : null}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </td>
              <td className="py-1">{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
