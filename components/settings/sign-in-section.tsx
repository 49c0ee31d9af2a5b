"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { Fact } from "@/components/ui/fact";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { ApiClientError } from "@/lib/api/errors";
import type { SignInSettingsView } from "@/lib/auth/oidc/sign-in-settings.types";
import { signInSettingsQuery, testRoleMapping } from "@/lib/queries/sign-in";

/** /settings → Sign-in (admins): local passwords, the identity provider as read, and a test of the role map. */
export function SignInSection() {
  const settings = useQuery(signInSettingsQuery());
  return (
    <Section
      headingId="sign-in-heading"
      title="Sign-in"
      description='How people sign in to this console. Set by the OIDC_* and LOCAL_SIGN_IN variables (README, "Sign-in with your identity provider").'
      data-testid="sign-in-settings"
    >
      <QueryState query={settings} errorTitle="The sign-in settings could not be read">
        {(view) => <SignInFacts view={view} />}
      </QueryState>
    </Section>
  );
}

function SignInFacts({ view }: { view: SignInSettingsView }) {
  const { provider } = view;
  return (
    <>
      <dl className="divide-y divide-border border-y border-border text-sm">
        <Fact term="Local passwords">
          {view.localSignIn
            ? "On: console users with a password can sign in (the break-glass admin too)"
            : "Off (LOCAL_SIGN_IN=off): only the identity provider signs people in"}
        </Fact>
        {provider ? (
          <>
            <Fact term="Identity provider">{provider.name}</Fact>
            <Fact term="Issuer">
              <code>{provider.issuer}</code>
            </Fact>
            <Fact term="Client id">
              <code>{provider.clientId}</code> ({provider.authentication})
            </Fact>
            <Fact term="Redirect URI">
              <code>{provider.redirectUri}</code>
            </Fact>
            <Fact term="Scopes">
              <code>{provider.scopes}</code>
            </Fact>
            <Fact term="Roles claim">
              <code>{provider.rolesClaim}</code>
            </Fact>
            <Fact term="Role map">
              <code>{provider.roleMap}</code>
            </Fact>
            <Fact term="Provider">{provider.status}</Fact>
          </>
        ) : (
          <Fact term="Identity provider">None set up (OIDC_ISSUER is not set)</Fact>
        )}
      </dl>
      {provider ? <MappingTest rolesClaim={provider.rolesClaim} /> : null}
    </>
  );
}

const EXAMPLE = '{"groups": ["sec-reviewers"]}';

const draftSchema = z.object({
  claims: z.string().superRefine((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== "object" || Array.isArray(value))
        ctx.addIssue({ code: "custom", message: "Paste a JSON object: the ID token's claims" });
    } catch {
      ctx.addIssue({ code: "custom", message: "This is not JSON. Paste the claims as a JSON object" });
    }
  }),
});
type Draft = z.infer<typeof draftSchema>;

/** Paste a claim set, see the role it would give and which groups decided it. */
function MappingTest({ rolesClaim }: { rolesClaim: string }) {
  const form = useForm<Draft>({ resolver: zodResolver(draftSchema), defaultValues: { claims: "" }, reValidateMode: "onSubmit" });
  const test = useMutation({ mutationFn: testRoleMapping });
  const submit = form.handleSubmit(({ claims }) => test.mutate(JSON.parse(claims)));
  return (
    <form onSubmit={submit} noValidate aria-label="Test the mapping" className="max-w-xl space-y-3">
      <h3 className="font-medium">Test the mapping</h3>
      <Field label="Claims" hint={`As in an ID token, e.g. ${EXAMPLE}; the role is read from ${rolesClaim}.`} error={form.formState.errors.claims?.message}>
        {(control) => <Textarea {...control} {...form.register("claims")} rows={4} className="w-full font-mono text-sm" placeholder={EXAMPLE} />}
      </Field>
      <Button type="submit" disabled={test.isPending}>
        {test.isPending ? "Testing…" : "Test the mapping"}
      </Button>
      <div aria-live="polite">
        {test.data ? (
          <ActionNotice tone={test.data.role ? "success" : "error"} testId="mapping-result">
            {test.data.explanation}
          </ActionNotice>
        ) : test.error ? (
          <ActionNotice tone="error" requestId={test.error instanceof ApiClientError ? test.error.requestId : undefined} testId="mapping-result">
            {test.error.message}
          </ActionNotice>
        ) : null}
      </div>
    </form>
  );
}
