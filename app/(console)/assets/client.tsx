"use client";

import { useQueryStates } from "nuqs";
import { AssetsView } from "@/components/assets/assets-view";
import { assetsSearchParams } from "./search-params";

export function AssetsClient() {
  const [params, setParams] = useQueryStates(assetsSearchParams, { history: "push" });
  const { tab, ...value } = params;
  return <AssetsView tab={tab} value={value} onChange={(next) => void setParams(next)} onTab={(next) => void setParams({ tab: next })} />;
}
