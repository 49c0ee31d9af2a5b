"use client";

import Link from "next/link";
import { ConsoleUsersSection } from "@/components/settings/console-users-section";
import { ProfileSection } from "@/components/settings/profile-section";

export function SettingsClient({ username }: { username: string }) {
  return (
    <div className="space-y-10">
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
    </div>
  );
}
