"use client";

import { useId } from "react";
import { triageKeysFor } from "./keys";
import { ModalDialog } from "./modal-dialog";
import { kbd, secondaryButton } from "./styles";

/** The `?` list of keys. */
export function ShortcutsDialog({ open, canReview, onClose }: { open: boolean; canReview: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} onCancel={onClose} testId="shortcuts-dialog">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Keyboard shortcuts
      </h2>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Keys of the triage page and what they do</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-4 font-medium">Key</th>
            <th scope="col" className="py-1 font-medium">Does</th>
          </tr>
        </thead>
        <tbody>
          {triageKeysFor(canReview).map((row) => (
            <tr key={row.does} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-1 pr-4">
                {row.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? " or " : null}
                    <kbd className={kbd}>{k}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-1">{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={secondaryButton}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
