"use client";

import { useMutation } from "@tanstack/react-query";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { webhookRegisterApi } from "@/lib/api-routes/service";

/** Registers the console's receiver, its events and its secret with the service (POST /webhook/config). */
export function RegisterWebhook() {
  const register = useMutation({ mutationFn: () => callApi(webhookRegisterApi, { body: {} }) });
  return (
    <div className="space-y-2">
      <Button variant="secondary" disabled={register.isPending} onClick={() => register.mutate()}>
        {register.isPending ? "Registering…" : "Register with the service"}
      </Button>
      <div aria-live="polite">
        {register.data ? (
          <ActionNotice tone="success" testId="webhook-registered">
            Registered: the service sends {register.data.events?.join(", ") ?? "its events"} to {register.data.url}, signed with the console&apos;s secret.
          </ActionNotice>
        ) : null}
        {register.isError ? (
          <ActionNotice tone="error" testId="webhook-register-error">
            Not registered: {register.error.message}
          </ActionNotice>
        ) : null}
      </div>
    </div>
  );
}
