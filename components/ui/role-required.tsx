/** Shown instead of a feature the signed-in role may not use. */
export function RoleRequired({ needs, what }: { needs: string; what: string }) {
  return (
    <div role="note" className="rounded border border-warn bg-warn-soft p-4 text-sm text-warn">
      <p className="font-medium">You need the {needs} role</p>
      <p>
        Only a user with the {needs} role can {what}. Ask an admin if you need access.
      </p>
    </div>
  );
}
