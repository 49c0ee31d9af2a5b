"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiClientError } from "@/lib/api/errors";
import {
  acknowledgeAlert,
  alertKeys,
  type ChannelBody,
  createSilence,
  deleteChannel,
  deleteRule,
  endSilence,
  type RuleBody,
  saveChannel,
  saveRule,
  testChannel,
  unacknowledgeAlert,
} from "@/lib/queries/alerts";

/** `secret`: a value shown this once under the text, with a Copy button (a new signing secret). */
export type Notice = { tone: "success" | "error" | "info"; text: string; requestId?: string; secret?: string };

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
  /** `inForm`: the refusal is shown by the form that saved (on its fields), not in the page's notice. */
  const options = <V, R>(fn: (v: V) => Promise<R>, done: (r: R, v: V) => string | Omit<Notice, "tone">, { inForm = false } = {}) => ({
    mutationFn: fn,
    onSuccess: (r: R, v: V) => {
      const said = done(r, v);
      setNotice({ tone: "success", ...(typeof said === "string" ? { text: said } : said) });
      return client.invalidateQueries({ queryKey: alertKeys.all });
    },
    onError: (error: unknown) => (inForm ? setNotice(null) : setNotice(describe(error))),
  });
  return {
    notice,
    clearNotice: () => setNotice(null),
    saveRule: useMutation(
      options(
        (v: { body: RuleBody; id?: number }) => saveRule(v.body, v.id),
        (_r, v) => `Rule “${v.body.name}” saved.`,
        { inForm: true },
      ),
    ),
    deleteRule: useMutation(
      options(
        (id: number) => deleteRule(id),
        () => "Rule deleted.",
      ),
    ),
    saveChannel: useMutation(
      options(
        (v: { body: ChannelBody; id?: number }) => saveChannel(v.body, v.id),
        (r, v) =>
          r.signingSecret
            ? {
                text: `Channel “${v.body.name}” ${v.id ? "saved. Its new signing secret (for its new address)" : "added. Its signing secret"}, shown this once:`,
                secret: r.signingSecret,
              }
            : `Channel “${v.body.name}” saved.`,
        { inForm: true },
      ),
    ),
    deleteChannel: useMutation(
      options(
        (id: number) => deleteChannel(id),
        () => "Channel deleted.",
      ),
    ),
    testChannel: useMutation(
      options(
        (id: number) => testChannel(id),
        (r) => `Test delivered (${r.detail}).`,
      ),
    ),
    acknowledge: useMutation(options(acknowledgeAlert, () => "Acknowledged: the alert is yours until it resolves or the rule’s time runs out.")),
    unacknowledge: useMutation(options(unacknowledgeAlert, () => "No longer acknowledged: the alert is nobody's again.")),
    createSilence: useMutation(options(createSilence, () => "Silence added.")),
    endSilence: useMutation(
      options(
        (id: number) => endSilence(id),
        () => "Silence ended.",
      ),
    ),
  };
}
