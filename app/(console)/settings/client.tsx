"use client";

import Link from "next/link";
import { ConsoleUsersSection } from "@/components/settings/console-users-section";
import { PasswordChangeForm } from "@/components/settings/password-change-form";
import { ProfileSection } from "@/components/settings/profile-section";
import { ServiceConnectionSection } from "@/components/settings/service-connection-section";
import { RoleRequired } from "@/components/ui/role-required";

export function SettingsClient({ username, isAdmin }: { username: string; isAdmin: boolean }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="password-heading" className="space-y-3">
        <h2 id="password-heading" className="text-lg font-semibold">
          Your password
        </h2>
        <p className="text-sm text-muted">Changing it signs you out on every other device; this browser stays signed in.</p>
        <PasswordChangeForm username={username} />
      </section>
      <ServiceConnectionSection />
      {isAdmin ? (
        <>
          <ProfileSection />
          <ConsoleUsersSection currentUsername={username} />
          <section aria-labelledby="wall-links-heading" className="space-y-2">
            <h2 id="wall-links-heading" className="text-lg font-semibold">
              Wall-screen links
            </h2>
            <p className="text-sm text-muted">Read-only links that show the wall on a shared screen without a user session.</p>
            <Link href="/settings/wall-links" className="text-sm text-accent underline underline-offset-2 hover:text-accent">
              Manage wall-screen links
            </Link>
          </section>
        </>
      ) : (
        <RoleRequired needs="admin" what="change the service user's profile, the console's users and wall-screen links" />
      )}
    </div>
  );
}
