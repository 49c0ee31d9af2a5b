// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useCommittedDraft } from "./use-committed-draft";

vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);

function SearchField({ committed, render }: { committed: string; render: number }) {
  const { ref, draft, setDraft } = useCommittedDraft(committed);
  return (
    <div data-render={render}>
      <input ref={ref} aria-label="Search" value={draft} onChange={(e) => setDraft(e.target.value)} />
    </div>
  );
}

/** The server's HTML, then text typed into it before React hydrates it (as on a slow machine). */
async function hydrateAfterTyping(committed: string, typed: string): Promise<{ input: HTMLInputElement; root: Root }> {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<SearchField committed={committed} render={0} />);
  const input = container.querySelector("input")!;
  input.value = typed;
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <SearchField committed={committed} render={0} />);
  });
  return { input, root };
}

describe("useCommittedDraft", () => {
  it("keeps text typed while the page hydrated, through the renders that follow", async () => {
    const { input, root } = await hydrateAfterTyping("", "scam-site.example");
    await act(async () => root.render(<SearchField committed="" render={1} />));
    await act(async () => root.render(<SearchField committed="" render={2} />));
    expect(input.value).toBe("scam-site.example");
    root.unmount();
  });

  it("follows the committed value when it changes later (Back, Clear filters)", async () => {
    const { input, root } = await hydrateAfterTyping("wallet", "wallet");
    await act(async () => root.render(<SearchField committed="drainer" render={1} />));
    expect(input.value).toBe("drainer");
    await act(async () => root.render(<SearchField committed="" render={2} />));
    expect(input.value).toBe("");
    root.unmount();
  });
});
