"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { type OrganizationScope as Organization, OWN_ORGANIZATION, scopeOfSlug } from "@/lib/contract/organization-scope";
import { DEFAULT_ORGANIZATION, keyOfScope, orgKey } from "./org-key";

type Scope = { org: string; organization: Organization; switchTo: (slug: string | null) => void };

const OrganizationScope = createContext<Scope>({ org: DEFAULT_ORGANIZATION, organization: OWN_ORGANIZATION, switchTo: () => undefined });

/**
 * Set by the console layout from the chosen-organization cookie (the same reading the server
 * prefetch uses). A switch moves every key to the new organization at once, then drops what was
 * cached under the previous one: a refetch of an old key after the cookie changed would have
 * filled it with the new organization's data.
 */
export function OrganizationScopeProvider({ slug, children }: { slug: string | null | undefined; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [organization, setOrganization] = useState(() => scopeOfSlug(slug));
  const org = keyOfScope(organization);
  // The server's reading wins whenever it changes (a refresh after the switch, another tab's choice).
  const [fromServer, setFromServer] = useState(slug);
  if (slug !== fromServer) {
    setFromServer(slug);
    setOrganization(scopeOfSlug(slug));
  }
  const shown = useRef(org);
  useEffect(() => {
    if (shown.current === org) return;
    queryClient.removeQueries({ queryKey: orgKey(shown.current) });
    shown.current = org;
  }, [org, queryClient]);
  return (
    <OrganizationScope.Provider value={{ org, organization, switchTo: (next) => setOrganization(scopeOfSlug(next)) }}>{children}</OrganizationScope.Provider>
  );
}

/** The organization query keys name now (`orgKey(useOrganizationScope())`). */
export function useOrganizationScope(): string {
  return useContext(OrganizationScope).org;
}

/** The organization chosen in the shell, as a scope (its `slugOf` is what a call sends). */
export function useOrganization(): Organization {
  return useContext(OrganizationScope).organization;
}

/** Call once the server has stored the new choice; keys follow at once, the old organization's cache goes. */
export function useSwitchOrganization(): (slug: string | null) => void {
  return useContext(OrganizationScope).switchTo;
}
