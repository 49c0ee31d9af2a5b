"use client";

import { useQuery } from "@tanstack/react-query";
import { LoadingText, QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { profileQuery } from "@/lib/queries/profile";
import { ProfileForm } from "./profile-form";

/** The service user behind the console's shared key: everyone's actions reach the service as this user. */
export function ProfileSection() {
  const profile = useQuery(profileQuery());
  return (
    <Section
      headingId="profile-heading"
      title="Service user profile"
      description="The console reaches the service with one key; this is the service's user for it. Changes are recorded in the activity log under your name."
    >
      <QueryState query={profile} errorTitle="The profile could not be loaded" loading={<LoadingText>Loading the profile…</LoadingText>}>
        {(data) => <ProfileForm key={String(data.user.id)} user={data.user} />}
      </QueryState>
    </Section>
  );
}
