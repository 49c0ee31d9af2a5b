"use client";

import { useQueryStates } from "nuqs";
import { AlertsView } from "@/components/alerts/alerts-view";
import { alertsSearchParams } from "./search-params";

export function AlertsClient({ isAdmin }: { isAdmin: boolean }) {
  const [value, setValue] = useQueryStates(alertsSearchParams, { history: "push" });
  const ruleId = value.rule !== null && value.rule > 0 ? value.rule : null;
  return <AlertsView isAdmin={isAdmin} ruleId={ruleId} onRuleChange={(rule) => void setValue({ rule })} />;
}
