"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useUnsavedChangesWarning } from "@/components/ui/use-unsaved-changes-warning";
import type { UnblockResult } from "@/lib/contract/unblock";
import { activityKeys } from "@/lib/queries/activity";
import { assetKeys } from "@/lib/queries/assets";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { unblockAsset } from "@/lib/queries/unblock";
import { UnblockConfirm } from "./unblock-confirm";
import { UnblockForm, unblockResolver } from "./unblock-form";
import type { UnblockInput } from "./unblock-input";
import { UnblockResultPanel } from "./unblock-result";

type Step = { name: "edit" } | { name: "confirm"; input: UnblockInput } | { name: "done"; result: UnblockResult };

/**
 * Edit → confirm (the asset looked up, and what the request will likely do) → result, as the
 * service answers. One request per confirmation, however often it is clicked.
 */
export function UnblockFlow({ initialContent = "", writeRefusal = null }: { initialContent?: string; writeRefusal?: string | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  const form = useForm<UnblockInput, unknown, UnblockInput>({
    resolver: unblockResolver,
    defaultValues: { content: initialContent, reason: "" },
    reValidateMode: "onSubmit",
  });
  const draft = form.watch();
  const [step, setStep] = useState<Step>({ name: "edit" });
  const sending = useRef(false);
  const mutation = useMutation({ mutationFn: unblockAsset, retry: false });
  // A reason typed (or an asset other than the one the page opened with) is lost by leaving, until the service has answered.
  useUnsavedChangesWarning(step.name !== "done" && (draft.reason.trim() !== "" || draft.content.trim() !== initialContent.trim()));

  function send(input: UnblockInput) {
    // A ref, not state: a double click lands before React re-renders the disabled button.
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(input, {
      onSuccess: (result) => {
        setStep({ name: "done", result });
        void queryClient.invalidateQueries({ queryKey: assetKeys.all(org) });
      },
      onSettled: () => {
        sending.current = false;
        // The list of requests sent (requests-sent.tsx) reads the activity log, which now holds this one.
        void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      },
    });
  }

  function startOver() {
    mutation.reset();
    form.reset({ content: "", reason: "" });
    setStep({ name: "edit" });
  }

  if (step.name === "done") return <UnblockResultPanel result={step.result} onAgain={startOver} />;
  if (step.name === "confirm") {
    return (
      <UnblockConfirm
        id={id}
        input={step.input}
        error={mutation.error}
        pending={mutation.isPending}
        onSend={() => send(step.input)}
        onBack={() => setStep({ name: "edit" })}
      />
    );
  }
  return (
    <UnblockForm
      form={form}
      writeRefusal={writeRefusal}
      onReview={(input) => {
        mutation.reset();
        setStep({ name: "confirm", input });
      }}
    />
  );
}
