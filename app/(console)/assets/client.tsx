"use client";

import { useQueryStates } from "nuqs";
import { AssetsView } from "@/components/assets/assets-view";
import { LazyViewsBar } from "@/components/saved-views/lazy-views-bar";
import type { Role } from "@/lib/auth/permissions";
import { assetsSearchParams } from "./search-params";

export function AssetsClient({ role, me }: { role: Role; me: string | null }) {
  const [params, setParams] = useQueryStates(assetsSearchParams, { history: "push" });
  const { tab, ...value } = params;
  return (
    <>
      {/* Saved views are views of the reported list: its filters, counted from the console's store. */}
      {tab === "reported" ? <LazyViewsBar page="assets" role={role} allLabel="All reported assets" /> : null}
      <AssetsView
        tab={tab}
        value={value}
        onChange={(next) => void setParams(next)}
        onTab={(next) => void setParams({ tab: next })}
        canWrite={role !== "viewer"}
        me={me}
      />
    </>
  );
}
