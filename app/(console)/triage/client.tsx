"use client";

import { TriageView } from "@/components/triage/triage-view";

export function TriageClient({ canReview, role }: { canReview: boolean; role: string }) {
  return <TriageView canReview={canReview} role={role} />;
}
