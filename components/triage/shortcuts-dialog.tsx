"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Kbd } from "@/components/ui/kbd";
import { Table, TableHead, Td } from "@/components/ui/table";
import { triageKeysFor } from "./keys";

/** The `?` list of keys; a viewer sees only the keys a viewer can use. */
export function ShortcutsDialog({ open, onClose, canReview }: { open: boolean; onClose: () => void; canReview: boolean }) {
  const keys = triageKeysFor(canReview);
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose} testId="shortcuts-dialog">
      <Table caption="Keys of the triage page and what they do" className="mt-3">
        <TableHead columns={["Key", "Does"]} />
        <tbody>
          {keys.map((row) => (
            <tr key={row.does}>
              <Td>
                {row.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? " or " : null}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </Td>
              <Td>{row.does}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
