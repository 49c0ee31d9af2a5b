"use client";

import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { profileQuery } from "@/lib/queries/profile";
import { ProfileForm } from "./profile-form";

/** The service user behind the console's shared key: everyone's actions reach the service as this user. */
export function ProfileSection() {
  const profile = useQuery(profileQuery());
  return (
    <section aria-labelledby="profile-heading" className="space-y-3">
      <h2 id="profile-heading" className="text-lg font-semibold">
        Service user profile
      </h2>
      <p className="text-sm text-muted">
        The console reaches the service with one key; this is the service's user for it. Changes are recorded in the activity log under your name.
      </p>
      <QueryState
        query={profile}
        errorTitle="The profile could not be loaded"
        loading={
          <p aria-busy="true" className="text-sm">
            Loading the profile…
          </p>
        }
      >
        {(data) => <ProfileForm key={String(data.user.id)} user={data.user} />}
      </QueryState>
    </section>
  );
}
