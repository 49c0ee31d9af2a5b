/** Why a write button is off: the service refuses every change with the console's key (lib/format/key-powers.ts). Its id describes the button. */
export function WriteRefused({ reason, id }: { reason: string; id: string }) {
  return (
    <p id={id} role="note" data-testid="write-refused" className="text-sm font-medium text-warn">
      {reason}
    </p>
  );
}
