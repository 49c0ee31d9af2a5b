"use client";

import { useQueryStates } from "nuqs";
import { AlertsView } from "@/components/alerts/alerts-view";
import { alertsSearchParams } from "./search-params";

export function AlertsClient({ isAdmin, canReview }: { isAdmin: boolean; canReview: boolean }) {
  const [value, setValue] = useQueryStates(alertsSearchParams, { history: "push" });
  const ruleId = value.rule !== null && value.rule > 0 ? value.rule : null;
  return <AlertsView isAdmin={isAdmin} canReview={canReview} ruleId={ruleId} onRuleChange={(rule) => void setValue({ rule })} />;
}
