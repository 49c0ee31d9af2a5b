"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { newUserSchema } from "@/lib/auth/user-schemas";

type NewUserDraft = { username: string; password: string; role: Role };
const EMPTY: NewUserDraft = { username: "", password: "", role: "viewer" };

export function AddUserForm({ pending, onAdd }: { pending: boolean; onAdd: (user: NewUserDraft) => Promise<unknown> }) {
  const id = useId();
  // The server's own schema (lib/auth/user-schemas); problems show on submit and stay until the next one.
  const form = useForm<NewUserDraft>({ resolver: zodResolver(newUserSchema, undefined, { raw: true }), defaultValues: EMPTY, reValidateMode: "onSubmit" });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ username, password, role }) => {
    if (pending) return;
    try {
      await onAdd({ username: username.trim(), password, role });
      form.reset(EMPTY);
    } catch {
      // Reported by the mutation; the fields stay for a correction.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="max-w-3xl space-y-2 rounded border border-border p-3">
      <h3 id={`${id}-title`} className="font-medium">
        Add a user
      </h3>
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Username" error={errors.username?.message} className="w-48">
          {(control) => <Input {...control} {...form.register("username")} autoComplete="off" className="w-full" />}
        </Field>
        <Field label="Password" hint="At least 8 characters." error={errors.password?.message} className="w-48">
          {(control) => <Input {...control} {...form.register("password")} type="password" autoComplete="new-password" className="w-full" />}
        </Field>
        <Field label="Role">
          {(control) => (
            <Select {...control} {...form.register("role")}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={pending} className="mt-6">
          {pending ? "Adding…" : "Add user"}
        </Button>
      </div>
    </form>
  );
}
