"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Select } from "@/components/ui/input";
import { endSession, isSessionEnded } from "@/components/ui/session-end";
import { callApi } from "@/lib/api/client";
import { chooseOrganizationApi } from "@/lib/api-routes/session";
import { useSwitchOrganization } from "@/lib/queries/organization-scope";

type Organization = { slug: string; name: string };

/** Shown only when the server's key reaches several organizations (a staff key). */
export function OrganizationSelector({ organizations, selected }: { organizations: Organization[]; selected: string | null }) {
  const router = useRouter();
  const switchOrganization = useSwitchOrganization();
  const [value, setValue] = useState(selected ?? "");
  const [error, setError] = useState<string | null>(null);
  return (
    <label className="flex items-center gap-1">
      <span className="text-muted">Organization</span>
      <Select
        value={value}
        aria-describedby={error ? "org-error" : undefined}
        className="bg-transparent px-1 py-0.5"
        onChange={async (event) => {
          const slug = event.target.value || null;
          setValue(event.target.value);
          setError(null);
          try {
            await callApi(chooseOrganizationApi, { body: { slug } });
            // Keys move to the new organization (a fresh fetch for each); the server's pages follow.
            switchOrganization(slug);
            router.refresh();
          } catch (err) {
            if (isSessionEnded(err)) return endSession();
            setError(err instanceof Error ? err.message : "Could not switch organization");
          }
        }}
      >
        <option value="">Key default</option>
        {organizations.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name} ({o.slug})
          </option>
        ))}
      </Select>
      {error ? (
        <span id="org-error" role="alert" className="text-fail">
          {error}
        </span>
      ) : null}
    </label>
  );
}
