"use client";

import { OwnAssetsView } from "@/components/own-assets/own-assets-view";
import { PasteForm } from "@/components/own-assets/paste-form";

export function OwnAssetsClient({ isAdmin, writeRefusal }: { isAdmin: boolean; writeRefusal: string | null }) {
  return (
    <div className="space-y-8">
      {isAdmin ? (
        <PasteForm writeRefusal={writeRefusal} />
      ) : (
        <p className="text-sm text-muted">Read only: you need the admin role to add, rename or remove own assets.</p>
      )}
      <OwnAssetsView canEdit={isAdmin && writeRefusal === null} />
    </div>
  );
}
