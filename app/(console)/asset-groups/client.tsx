"use client";

import { AssetGroupsView } from "@/components/asset-groups/asset-groups-view";

export function AssetGroupsClient({ canEdit }: { canEdit: boolean }) {
  return <AssetGroupsView canEdit={canEdit} />;
}
