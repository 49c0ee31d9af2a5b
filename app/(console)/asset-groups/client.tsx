"use client";

import { AssetGroupsView } from "@/components/asset-groups/asset-groups-view";

export function AssetGroupsClient({ canEdit, writeRefusal }: { canEdit: boolean; writeRefusal: string | null }) {
  return <AssetGroupsView canEdit={canEdit} writeRefusal={writeRefusal} />;
}
