"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { passwordSchema } from "@/lib/auth/user-schemas";
import type { ConsoleUser } from "@/lib/queries/console-users";

const resetSchema = z.object({ password: passwordSchema });

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
  // The server's own password rule (lib/auth/user-schemas), checked on submit.
  const reset = useForm({ resolver: zodResolver(resetSchema), defaultValues: { password: "" }, reValidateMode: "onSubmit" });
  const problem = reset.formState.errors.password?.message;

  const submitPassword = reset.handleSubmit(async ({ password }) => {
    try {
      await onSetPassword(password);
      reset.reset();
      setResetting(false);
    } catch {
      // Reported by the mutation.
    }
  });

  return (
    <tr data-testid="user-row" data-username={user.username} className="border-b border-border align-top">
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        <span className="font-medium">{user.username}</span>
        {isSelf ? <span className="ml-1 text-xs">(you)</span> : null}
        {user.managedByProvider ? (
          <span className="mt-0.5 block text-xs text-muted" data-testid="managed-by-provider">
            Identity provider: its groups set the role at each sign-in
          </span>
        ) : null}
      </th>
      <td className="py-2 pr-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            Role of {user.username}
          </label>
          <Select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            disabled={busy || onlyAdmin}
            aria-describedby={onlyAdmin ? `${id}-only-admin` : undefined}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
          {role !== user.role ? (
            <Button disabled={busy} onClick={() => onSetRole(role).catch(() => setRole(user.role))}>
              Save role
            </Button>
          ) : null}
        </div>
        {onlyAdmin ? (
          <p id={`${id}-only-admin`} className="mt-1 text-xs text-muted" data-testid="only-admin-reason">
            {ONLY_ADMIN_REASON}
          </p>
        ) : null}
      </td>
      <td className="py-2 pr-3">
        {resetting ? (
          <form onSubmit={submitPassword} noValidate className="flex flex-wrap items-start gap-2">
            <Field label={<span className="sr-only">New password for {user.username}</span>} error={problem}>
              {(control) => (
                <Input {...control} {...reset.register("password")} type="password" autoComplete="new-password" placeholder="New password" className="w-44" />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={busy}>
              Set password
            </Button>
            <Button
              onClick={() => {
                setResetting(false);
                reset.reset();
              }}
            >
              Cancel
            </Button>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            {user.managedByProvider ? (
              <span className="self-center text-xs text-muted">No password here</span>
            ) : (
              <Button disabled={busy} onClick={() => setResetting(true)} aria-label={`Reset password of ${user.username}`}>
                Reset password
              </Button>
            )}
            <Button
              disabled={busy || onlyAdmin}
              onClick={onRemove}
              aria-label={`Remove ${user.username}`}
              aria-describedby={onlyAdmin ? `${id}-only-admin` : undefined}
              title={onlyAdmin ? ONLY_ADMIN_REASON : undefined}
            >
              Remove
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
