"use client";

import { useEffect, useRef } from "react";
import { claimProposal, releaseClaim } from "@/lib/queries/triage";
import type { TriageClaimView } from "@/lib/triage/view-types";

/** Claims renew at this pace while the proposal stays selected (a claim lasts two minutes). */
const RENEW_MS = 30_000;

/**
 * Claims the proposal shown selected for the signed-in reviewer, keeps renewing while it stays
 * selected, and lets it go when another is selected or the page closes. `onAnswer` hears who
 * holds it after each claim (a colleague may have been first).
 */
export function useClaim(proposalKey: string | null, enabled: boolean, slug: string | undefined, onAnswer: (key: string, claim: TriageClaimView) => void) {
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  useEffect(() => {
    if (!enabled || proposalKey === null) return;
    let mine = false;
    const claim = () =>
      claimProposal(proposalKey, false, slug)
        .then((held) => {
          mine = held.mine;
          answer.current(proposalKey, held);
        })
        .catch(() => undefined);
    void claim();
    const timer = setInterval(claim, RENEW_MS);
    return () => {
      clearInterval(timer);
      if (mine) void releaseClaim(proposalKey, slug).catch(() => undefined);
    };
  }, [proposalKey, enabled, slug]);
}
