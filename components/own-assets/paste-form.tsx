"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { WriteRefused } from "@/components/ui/write-refused";
import type { OwnAssetAddResult } from "@/lib/contract/own-asset";
import { formatCount } from "@/lib/format/number";
import { PASTE_LIMIT, readPastedAssets } from "@/lib/own-assets/paste";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { addOwnAssets, ownAssetKeys } from "@/lib/queries/own-assets";

/** Add own assets by pasting them, one a line: the service detects each one's type and answers for each. */
export function PasteForm({ writeRefusal }: { writeRefusal: string | null }) {
  const org = useOrganizationScope();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const pasted = readPastedAssets(text);
  const add = useMutation({
    mutationFn: (contents: string[]) => addOwnAssets(contents.map((content) => ({ content }))),
    onSuccess: (result) => {
      if (result.results.every((r) => r.success)) setText("");
      else
        setText(
          result.results
            .filter((r) => !r.success && r.content)
            .map((r) => r.content)
            .join("\n"),
        );
      void queryClient.invalidateQueries({ queryKey: ownAssetKeys.all(org) });
    },
  });
  const refusal = writeRefusal ?? (pasted.tooMany ? `At most ${formatCount(PASTE_LIMIT)} at once: paste fewer.` : null);
  return (
    <form
      className="max-w-3xl space-y-2"
      aria-label="Add own assets"
      onSubmit={(event) => {
        event.preventDefault();
        if (pasted.contents.length > 0 && !refusal) add.mutate(pasted.contents);
      }}
    >
      <label htmlFor="own-assets-paste" className="block text-sm font-medium">
        Add own assets: paste domains, addresses, handles or links, one a line
      </label>
      <Textarea
        id="own-assets-paste"
        rows={4}
        className="w-full font-mono"
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        placeholder={"https://www.example.com\n0x1234…\n@examplehq"}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="primary"
          disabled={pasted.contents.length === 0 || refusal !== null || add.isPending}
          aria-describedby={writeRefusal ? "own-assets-write-refused" : undefined}
        >
          {add.isPending
            ? "Adding…"
            : pasted.contents.length === 0
              ? "Add assets"
              : `Add ${pasted.contents.length === 1 ? "1 asset" : `${formatCount(pasted.contents.length)} assets`}`}
        </Button>
        {pasted.repeats > 0 ? <span className="text-sm text-muted">{formatCount(pasted.repeats)} repeated left out</span> : null}
      </div>
      {writeRefusal ? (
        <WriteRefused id="own-assets-write-refused" reason={writeRefusal} />
      ) : pasted.tooMany ? (
        <p className="text-sm text-warn">{refusal}</p>
      ) : null}
      <div aria-live="polite">
        {add.data ? <AddOutcome result={add.data} /> : null}
        {add.isError ? (
          <ActionNotice tone="error" testId="own-assets-add-error">
            Nothing was added: {add.error.message}
          </ActionNotice>
        ) : null}
      </div>
    </form>
  );
}

function AddOutcome({ result }: { result: OwnAssetAddResult }) {
  const added = result.results.filter((r) => r.success).length;
  const failed = result.results.filter((r) => !r.success);
  return (
    <ActionNotice tone={failed.length === 0 ? "success" : "warning"} testId="own-assets-added">
      {added === 1 ? "1 asset added" : `${formatCount(added)} assets added`}
      {failed.length > 0 ? `; ${formatCount(failed.length)} not added (left in the box to correct):` : "."}
      {failed.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {failed.map((r, i) => (
            <li key={`${r.content}-${i}`}>
              <span className="font-mono">{r.content}</span>: {r.error}
            </li>
          ))}
        </ul>
      ) : null}
    </ActionNotice>
  );
}
