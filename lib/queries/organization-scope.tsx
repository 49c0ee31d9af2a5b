"use client";

import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_ORGANIZATION } from "./org-key";


const OrganizationScope = createContext<string>(DEFAULT_ORGANIZATION);

/** Set by the console layout from the chosen-organization cookie (the same reading the server prefetch uses). */
export function OrganizationScopeProvider({ slug, children }: { slug: string | null; children: ReactNode }) {
  return <OrganizationScope.Provider value={slug ?? DEFAULT_ORGANIZATION}>{children}</OrganizationScope.Provider>;
}

export function useOrganizationScope(): string {
  return useContext(OrganizationScope);
}
