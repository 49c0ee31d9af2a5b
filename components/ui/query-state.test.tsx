// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { LoadingText, QueryState, signInHref } from "./query-state";

afterEach(cleanup);

const base = { data: undefined, error: null, isPending: false, isError: false, refetch: vi.fn() };

describe("QueryState", () => {
  it("shows the caller's loading words, busy, instead of the skeleton", () => {
    render(
      <QueryState query={{ ...base, isPending: true }} loading={<LoadingText>Loading users…</LoadingText>}>
        {() => "data"}
      </QueryState>,
    );
    const words = screen.getByText("Loading users…");
    expect(words.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a skeleton while loading", () => {
    render(<QueryState query={{ ...base, isPending: true }}>{() => "data"}</QueryState>);
    expect(screen.getByRole("status", { name: "Loading…" })).toBeTruthy();
  });

  it("shows the error with a retry", () => {
    const refetch = vi.fn();
    render(
      <QueryState query={{ ...base, isError: true, error: new Error("boom"), refetch }} errorTitle="Could not load the groups">
        {() => "data"}
      </QueryState>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Could not load the groups");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalled();
  });

  it("offers a way out of an empty answer", () => {
    const clear = vi.fn();
    render(
      <QueryState
        query={{ ...base, data: [] as number[] }}
        isEmpty={(d) => d.length === 0}
        empty={{ message: "Nothing matches.", action: { label: "Clear filters", onClick: clear } }}
      >
        {() => "data"}
      </QueryState>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(clear).toHaveBeenCalled();
  });

  it("renders the data", () => {
    render(<QueryState query={{ ...base, data: [1, 2] }}>{(d) => `n=${d.length}`}</QueryState>);
    expect(screen.getByText("n=2")).toBeTruthy();
  });

  it("sends an ended session to sign-in and back", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/queues", search: "?all=true", assign });
    render(<QueryState query={{ ...base, isError: true, error: new ApiClientError(401, "unauthenticated", "Sign in") }}>{() => "data"}</QueryState>);
    expect(assign).toHaveBeenCalledWith("/sign-in?next=%2Fqueues%3Fall%3Dtrue");
    vi.unstubAllGlobals();
    expect(signInHref({ pathname: "/reports", search: "" })).toBe("/sign-in?next=%2Freports");
  });
});
