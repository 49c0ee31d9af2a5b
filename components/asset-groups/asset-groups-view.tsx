"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { WriteRefused } from "@/components/ui/write-refused";
import type { AssetGroupWithCount } from "@/lib/contract/asset-group";
import { groupName, unreadableRecords } from "@/lib/format/not-sent";
import { assetGroupListQuery } from "@/lib/queries/asset-groups";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { CreateGroupForm } from "./create-group-form";
import { DeleteGroupDialog } from "./delete-group-dialog";
import { GroupTable } from "./group-table";
import { type GroupNotice, useGroupMutations } from "./use-group-mutations";

export function AssetGroupsView({ canEdit: mayEdit, writeRefusal = null }: { canEdit: boolean; writeRefusal?: string | null }) {
  // A read-only key: no change can reach the service, whatever the role (lib/bff's `write: true`).
  const canEdit = mayEdit && writeRefusal === null;
  const list = useQuery(assetGroupListQuery(useOrganizationScope()));
  // A failure stays on the page beside what failed; a success passes as a toast.
  const [notice, setNotice] = useState<GroupNotice | null>(null);
  const toast = useToast();
  const [toDelete, setToDelete] = useState<AssetGroupWithCount | null>(null);
  const { create, rename, remove } = useGroupMutations((n) => {
    if (n.tone === "error") return setNotice(n);
    setNotice(null);
    toast({ message: n.message, testId: "group-notice" });
  });

  return (
    <div className="max-w-4xl space-y-4">
      {canEdit ? (
        <CreateGroupForm pending={create.isPending} onCreate={(name) => create.mutateAsync(name)} />
      ) : writeRefusal && mayEdit ? (
        <WriteRefused id="groups-write-refused" reason={writeRefusal} />
      ) : (
        <p className="text-sm text-muted">Read only: you need the admin role to create, rename or delete groups.</p>
      )}

      <div aria-live="polite">
        {notice ? (
          <ActionNotice tone={notice.tone} requestId={notice.requestId} onDismiss={() => setNotice(null)} testId="group-notice">
            {notice.message}
          </ActionNotice>
        ) : null}
      </div>

      {list.isPending ? (
        <LoadingText>Loading groups…</LoadingText>
      ) : list.isError ? (
        <ErrorPanel error={list.error} title="The groups could not be loaded" onRetry={() => list.refetch()} />
      ) : list.data.groups.length === 0 ? (
        <p className="text-sm">No asset groups yet.{canEdit ? " Create the first one above." : ""}</p>
      ) : (
        <>
          {list.data.unreadable ? (
            <p className="text-sm text-muted" data-testid="groups-unreadable">
              {unreadableRecords(list.data.unreadable, { one: "group", many: "groups" })} (no id).
            </p>
          ) : null}
          <GroupTable
            groups={list.data.groups}
            canEdit={canEdit}
            refreshing={list.isFetching}
            onRename={(group, name) => {
              setNotice(null);
              return rename.mutateAsync({ id: group.id, name, previousName: groupName(group.name) });
            }}
            onDelete={(group) => {
              setNotice(null);
              setToDelete(group);
            }}
          />
        </>
      )}

      {canEdit ? (
        <DeleteGroupDialog
          group={toDelete}
          pending={remove.isPending}
          onClose={() => {
            if (!remove.isPending) setToDelete(null);
          }}
          onConfirm={() => {
            if (!toDelete || remove.isPending) return;
            remove.mutate({ id: toDelete.id, name: groupName(toDelete.name) }, { onSettled: () => setToDelete(null) });
          }}
        />
      ) : null}
    </div>
  );
}
