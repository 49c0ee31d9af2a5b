// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { orgKey } from "./org-key";
import { OrganizationScopeProvider, useOrganizationScope, useSwitchOrganization } from "./organization-scope";

afterEach(cleanup);

function Shown() {
  const org = useOrganizationScope();
  const switchTo = useSwitchOrganization();
  return (
    <button type="button" onClick={() => switchTo("initech")}>
      {org}
    </button>
  );
}

function tree(client: QueryClient, slug: string | null) {
  return (
    <QueryClientProvider client={client}>
      <OrganizationScopeProvider slug={slug}>
        <Shown />
      </OrganizationScopeProvider>
    </QueryClientProvider>
  );
}

describe("organization scope", () => {
  it("names the key's own organization when none is chosen, and the chosen one otherwise", () => {
    const view = render(tree(new QueryClient(), null));
    expect(screen.getByRole("button").textContent).toBe("default");
    view.rerender(tree(new QueryClient(), "acme"));
    expect(screen.getByRole("button").textContent).toBe("acme");
  });

  it("moves keys at once on a switch and drops only the previous organization's cache", async () => {
    const client = new QueryClient();
    client.setQueryData([...orgKey("acme"), "reports", "list"], ["acme's page"]);
    client.setQueryData([...orgKey("globex"), "reports", "list"], ["globex's page"]);
    client.setQueryData(["alerts", "overview"], { rules: [] });
    const view = render(tree(client, "acme"));
    await act(async () => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("initech");
    expect(client.getQueryData([...orgKey("acme"), "reports", "list"])).toBeUndefined();
    expect(client.getQueryData([...orgKey("globex"), "reports", "list"])).toEqual(["globex's page"]);
    expect(client.getQueryData(["alerts", "overview"])).toEqual({ rules: [] });

    // The server's reading, once refreshed, is what counts.
    view.rerender(tree(client, "globex"));
    expect(screen.getByRole("button").textContent).toBe("globex");
  });
});
