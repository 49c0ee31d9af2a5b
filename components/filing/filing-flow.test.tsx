// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilingFlow } from "./filing-flow";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <FilingFlow />
  </QueryClientProvider>
);

describe("FilingFlow's paste box", () => {
  // Text typed into the server's HTML before React takes the box over was lost when it did (a flaky
  // e2e/report-a-threat.spec.ts on a busy machine, session 21): the box takes text once hydrated only.
  it("is read-only in the server's HTML and takes text once the page runs in the browser", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const html = renderToString(page());
    expect(html).toMatch(/<textarea[^>]*readonly/i);
    render(page());
    const box = (await screen.findByLabelText("Text with the threats")) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(false);
  });
});
