"use client";

import { type FormEvent, useId, useState } from "react";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { hint, input, primary, problemText, select } from "./styles";
import { passwordProblem, usernameProblem } from "./user-rules";

export function AddUserForm({ pending, onAdd }: { pending: boolean; onAdd: (user: { username: string; password: string; role: Role }) => Promise<unknown> }) {
  const id = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("viewer");
  const [problems, setProblems] = useState<{ username?: string; password?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = { username: usernameProblem(username) ?? undefined, password: passwordProblem(password) ?? undefined };
    setProblems(found);
    if (found.username || found.password) return;
    try {
      await onAdd({ username: username.trim(), password, role });
      setUsername("");
      setPassword("");
      setRole("viewer");
    } catch {
      // Reported by the mutation; the fields stay for a correction.
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-3xl space-y-2 rounded border border-slate-200 p-3 dark:border-slate-800"
    >
      <h3 id={`${id}-title`} className="font-medium">
        Add a user
      </h3>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-48">
          <label htmlFor={`${id}-username`} className="block text-sm">
            Username
          </label>
          <input
            id={`${id}-username`}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="off"
            aria-invalid={problems.username ? true : undefined}
            aria-describedby={problems.username ? `${id}-username-problem` : undefined}
            className={input}
          />
          {problems.username ? (
            <p id={`${id}-username-problem`} className={problemText}>
              {problems.username}
            </p>
          ) : null}
        </div>
        <div className="w-48">
          <label htmlFor={`${id}-password`} className="block text-sm">
            Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            aria-invalid={problems.password ? true : undefined}
            aria-describedby={`${id}-password-hint${problems.password ? ` ${id}-password-problem` : ""}`}
            className={input}
          />
          <p id={`${id}-password-hint`} className={hint}>
            At least 8 characters.
          </p>
          {problems.password ? (
            <p id={`${id}-password-problem`} className={problemText}>
              {problems.password}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm">
            Role
          </label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as Role)} className={`${select} mt-1`}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={pending} className={`${primary} mt-6`}>
          {pending ? "Adding…" : "Add user"}
        </button>
      </div>
    </form>
  );
}
