"use client";

import Link from "next/link";
import { AccountReadiness } from "@/components/account/account-readiness";
import { ConsoleUsersSection } from "@/components/settings/console-users-section";
import { KeyPowersSection } from "@/components/settings/key-powers-section";
import { NotificationPreferences } from "@/components/settings/notification-preferences";
import { PasswordChangeForm } from "@/components/settings/password-change-form";
import { ProfileSection } from "@/components/settings/profile-section";
import { ServiceConnectionSection } from "@/components/settings/service-connection-section";
import { ServiceWebhooksSection } from "@/components/settings/service-webhooks-section";
import { SignInSection } from "@/components/settings/sign-in-section";
import { RoleRequired } from "@/components/ui/role-required";
import { Section } from "@/components/ui/section";

export function SettingsClient({ username, isAdmin, signsInWith }: { username: string; isAdmin: boolean; signsInWith: string | null }) {
  return (
    <div className="space-y-10">
      <Section
        headingId="password-heading"
        title="Your password"
        description={
          signsInWith
            ? `You sign in through ${signsInWith}, so there is no password to change here.`
            : "Changing it signs you out on every other device; this browser stays signed in."
        }
      >
        {signsInWith ? null : <PasswordChangeForm username={username} />}
      </Section>
      <Section
        headingId="notifications-heading"
        title="Your notifications"
        description="What you follow changes; the console says so under Following, and by mail when it has your address."
      >
        <NotificationPreferences />
      </Section>
      <ServiceConnectionSection />
      <KeyPowersSection />
      <Section
        headingId="account-readiness-heading"
        title="What the account is set up for"
        description="The organization's account on the service: each service, takedown automation, the letters takedowns rely on, trademarks and admin approval. Only the service's staff change these."
      >
        <AccountReadiness />
      </Section>
      {isAdmin ? (
        <>
          <ProfileSection />
          <ConsoleUsersSection currentUsername={username} />
          <SignInSection />
          <ServiceWebhooksSection />
          <Section
            headingId="wall-links-heading"
            title="Wall-screen links"
            description="Read-only links that show the wall on a shared screen without a user session."
            className="space-y-2"
          >
            <Link href="/settings/wall-links" className="text-sm text-accent underline underline-offset-2 hover:text-accent">
              Manage wall-screen links
            </Link>
          </Section>
        </>
      ) : (
        <RoleRequired needs="admin" what="change the service user's profile, the console's users and wall-screen links" />
      )}
    </div>
  );
}
