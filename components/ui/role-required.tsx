/** Shown instead of a feature the signed-in role may not use. */
export function RoleRequired({ needs, what }: { needs: string; what: string }) {
  return (
    <div role="note" className="rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-medium">You need the {needs} role</p>
      <p>Only a user with the {needs} role can {what}. Ask an admin if you need access.</p>
    </div>
  );
}
