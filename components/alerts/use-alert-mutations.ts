"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiClientError } from "@/lib/queries/api-fetch";
import { alertKeys, type ChannelBody, createSilence, deleteChannel, deleteRule, endSilence, type RuleBody, saveChannel, saveRule, testChannel } from "@/lib/queries/alerts";

export type Notice = { tone: "success" | "error" | "info"; text: string; requestId?: string };

function describe(error: unknown): Notice {
  if (error instanceof ApiClientError) {
    const issues = error.issues.map((i) => i.message).join("; ");
    return { tone: "error", text: issues ? `${error.message}: ${issues}` : error.message, requestId: error.requestId };
  }
  return { tone: "error", text: error instanceof Error ? error.message : "Something went wrong" };
}

/** Every change of the alerts page, each invalidating everything under ["alerts"]. */
export function useAlertMutations() {
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const options = <V, R>(fn: (v: V) => Promise<R>, done: (r: R, v: V) => string) => ({
    mutationFn: fn,
    onSuccess: (r: R, v: V) => {
      setNotice({ tone: "success", text: done(r, v) });
      return client.invalidateQueries({ queryKey: alertKeys.all });
    },
    onError: (error: unknown) => setNotice(describe(error)),
  });
  return {
    notice,
    clearNotice: () => setNotice(null),
    saveRule: useMutation(options((v: { body: RuleBody; id?: number }) => saveRule(v.body, v.id), (_r, v) => `Rule “${v.body.name}” saved.`)),
    deleteRule: useMutation(options((id: number) => deleteRule(id), () => "Rule deleted.")),
    saveChannel: useMutation(
      options(
        (v: { body: ChannelBody; id?: number }) => saveChannel(v.body, v.id),
        (r, v) =>
          r.signingSecret
            ? `Channel “${v.body.name}” ${v.id ? "saved. Its new signing secret (for its new address)" : "added. Its signing secret"}, shown this once: ${r.signingSecret}`
            : `Channel “${v.body.name}” saved.`,
      ),
    ),
    deleteChannel: useMutation(options((id: number) => deleteChannel(id), () => "Channel deleted.")),
    testChannel: useMutation(options((id: number) => testChannel(id), (r) => `Test delivered (${r.detail}).`)),
    createSilence: useMutation(options(createSilence, () => "Silence added.")),
    endSilence: useMutation(options((id: number) => endSilence(id), () => "Silence ended.")),
  };
}
