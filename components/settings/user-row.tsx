"use client";

import { type FormEvent, useId, useState } from "react";
import { ROLES, type Role } from "@/lib/auth/permissions";
import type { ConsoleUser } from "@/lib/queries/console-users";
import { hint, input, primary, problemText, secondary, select } from "./styles";
import { passwordProblem } from "./user-rules";

type Props = {
  user: ConsoleUser;
  isSelf: boolean;
  /** The only admin: the server refuses to demote or remove it, so those controls are off, with the reason. */
  onlyAdmin: boolean;
  busy: boolean;
  onSetRole: (role: Role) => Promise<unknown>;
  onSetPassword: (password: string) => Promise<unknown>;
  onRemove: () => void;
};

export const ONLY_ADMIN_REASON = "The only admin cannot be removed or demoted";

export function UserRow({ user, isSelf, onlyAdmin, busy, onSetRole, onSetPassword, onRemove }: Props) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role);
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    const found = passwordProblem(password);
    setProblem(found);
    if (found) return;
    try {
      await onSetPassword(password);
      setPassword("");
      setResetting(false);
    } catch {
      // Reported by the mutation.
    }
  }

  return (
    <tr data-testid="user-row" data-username={user.username} className="border-b border-slate-200 align-top dark:border-slate-800">
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        <span className="font-medium">{user.username}</span>
        {isSelf ? <span className="ml-1 text-xs">(you)</span> : null}
      </th>
      <td className="py-2 pr-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            Role of {user.username}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            className={select}
            disabled={busy || onlyAdmin}
            aria-describedby={onlyAdmin ? `${id}-only-admin` : undefined}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          {role !== user.role ? (
            <button type="button" className={secondary} disabled={busy} onClick={() => onSetRole(role).catch(() => setRole(user.role))}>
              Save role
            </button>
          ) : null}
        </div>
        {onlyAdmin ? (
          <p id={`${id}-only-admin`} className={`${hint} mt-1`} data-testid="only-admin-reason">
            {ONLY_ADMIN_REASON}
          </p>
        ) : null}
      </td>
      <td className="py-2 pr-3">
        {resetting ? (
          <form onSubmit={submitPassword} noValidate className="flex flex-wrap items-start gap-2">
            <div>
              <label htmlFor={`${id}-password`} className="sr-only">
                New password for {user.username}
              </label>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                placeholder="New password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-password-problem` : undefined}
                className={`${input} mt-0 w-44`}
              />
              {problem ? (
                <p id={`${id}-password-problem`} className={problemText}>
                  {problem}
                </p>
              ) : null}
            </div>
            <button type="submit" className={primary} disabled={busy}>
              Set password
            </button>
            <button
              type="button"
              className={secondary}
              onClick={() => {
                setResetting(false);
                setPassword("");
                setProblem(null);
              }}
            >
              Cancel
            </button>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondary} disabled={busy} onClick={() => setResetting(true)} aria-label={`Reset password of ${user.username}`}>
              Reset password
            </button>
            <button
              type="button"
              className={secondary}
              disabled={busy || onlyAdmin}
              onClick={onRemove}
              aria-label={`Remove ${user.username}`}
              aria-describedby={onlyAdmin ? `${id}-only-admin` : undefined}
              title={onlyAdmin ? ONLY_ADMIN_REASON : undefined}
            >
              Remove
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
