"use client";

import { useQueryStates } from "nuqs";
import { ActivityView } from "@/components/activity/activity-view";
import { activitySearchParams } from "./search-params";

export function ActivityClient() {
  const [value, setValue] = useQueryStates(activitySearchParams, { history: "push" });
  return <ActivityView value={value} onChange={(next) => void setValue(next)} />;
}
