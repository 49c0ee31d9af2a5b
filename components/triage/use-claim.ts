"use client";

import { useEffect } from "react";
import { claimProposal } from "@/lib/queries/triage";

/** Claims renew at this pace while the proposal stays selected (a claim lasts two minutes). */
const RENEW_MS = 30_000;

/** Claims the selected proposal for the signed-in reviewer, and keeps renewing while it stays selected. */
export function useClaim(proposalKey: string | null, enabled: boolean) {
  useEffect(() => {
    if (!enabled || proposalKey === null) return;
    const claim = () => claimProposal(proposalKey).catch(() => undefined);
    void claim();
    const timer = setInterval(claim, RENEW_MS);
    return () => clearInterval(timer);
  }, [proposalKey, enabled]);
}
