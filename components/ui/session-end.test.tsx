// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers";
import { ApiClientError } from "@/lib/api/errors";
import { ErrorPanel } from "./error-panel";
import { endSession, isSessionEnded, resetSessionEnd, sessionEndSnapshot, sessionResumed, signInHref, signOutStarted } from "./session-end";
import { SessionEndedNotice } from "./session-ended-notice";
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesWarning } from "./use-unsaved-changes-warning";

const ended = () => new ApiClientError(401, "UNAUTHORIZED", "Sign in to continue");

function DirtyForm() {
  useUnsavedChangesWarning(true);
  return <input aria-label="Name" defaultValue="typed" />;
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, origin: "http://localhost", pathname: "/reports", search: "?status=CLOSED", assign });
});
afterEach(async () => {
  cleanup();
  resetSessionEnd();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A dirty form that goes takes its extra history entry with it; let that traversal end.
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe("isSessionEnded and signInHref", () => {
  it("is a 401 from the console's API, not a wrong password at sign-in", () => {
    expect(isSessionEnded(ended())).toBe(true);
    expect(isSessionEnded(new ApiClientError(401, "INVALID_CREDENTIALS", "Wrong username or password"))).toBe(false);
    expect(isSessionEnded(new ApiClientError(403, "FORBIDDEN", "No"))).toBe(false);
    expect(isSessionEnded(new Error("401"))).toBe(false);
  });

  it("keeps the path and query, through the safe-next check", () => {
    expect(signInHref({ pathname: "/reports", search: "?status=CLOSED" })).toBe("/sign-in?next=%2Freports%3Fstatus%3DCLOSED");
    // A path a browser would read as another host goes home instead.
    expect(signInHref({ pathname: "//evil.example/x", search: "" })).toBe("/sign-in?next=%2Freports");
  });
});

describe("endSession", () => {
  it("goes to sign-in with the way back, once", () => {
    endSession();
    endSession();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/sign-in?next=%2Freports%3Fstatus%3DCLOSED");
    render(<SessionEndedNotice />);
    expect(screen.getByRole("status").textContent).toBe("Your session has ended. Taking you to sign in…");
  });

  it("stays out of a sign-out under way: a 401 answered meanwhile does not take the page to sign-in over the sign-out's own way out", () => {
    signOutStarted();
    endSession();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionEndSnapshot()).toBeNull();
  });

  it("keeps a page with unsaved edits, says so with both ways to sign in, and asks before leaving by the page's own way", () => {
    render(
      <>
        <SessionEndedNotice />
        <DirtyForm />
      </>,
    );
    act(() => endSession());
    expect(assign).not.toHaveBeenCalled();
    expect(sessionEndSnapshot()).toEqual({ state: "kept", href: "/sign-in?next=%2Freports%3Fstatus%3DCLOSED" });
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toContain("Your session has ended.");
    const newTab = screen.getByRole("link", { name: "Sign in in a new tab" });
    expect(newTab.getAttribute("href")).toBe("/sign-in?next=%2Freports%3Fstatus%3DCLOSED");
    expect(newTab.getAttribute("target")).toBe("_blank");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("typed");

    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole("button", { name: "Sign in here" }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(assign).not.toHaveBeenCalled();
    confirm.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole("button", { name: "Sign in here" }));
    expect(assign).toHaveBeenCalledWith("/sign-in?next=%2Freports%3Fstatus%3DCLOSED");
  });

  it("lets the kept page work again once a call is answered (signed in in another tab)", () => {
    render(
      <>
        <SessionEndedNotice />
        <DirtyForm />
      </>,
    );
    act(() => endSession());
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => sessionResumed());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the console's query client", () => {
  it("sends a 401 from any query or mutation to sign-in", async () => {
    const client = makeQueryClient("sign-in");
    await client.fetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(ended()), retry: false }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith("/sign-in?next=%2Freports%3Fstatus%3DCLOSED");

    resetSessionEnd();
    assign.mockClear();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(ended()) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("leaves other errors to the page, and the wall's 401s to the wall", async () => {
    const console_ = makeQueryClient("sign-in");
    await console_
      .fetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(new ApiClientError(403, "FORBIDDEN", "No")), retry: false })
      .catch(() => undefined);
    const wall = makeQueryClient("page");
    await wall.fetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(ended()), retry: false }).catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("ErrorPanel", () => {
  it("offers sign-in, not a retry, for an ended session", async () => {
    render(<ErrorPanel error={ended()} title="Could not load the reports" onRetry={() => undefined} />);
    expect(screen.getByRole("alert").textContent).toContain("Your session has ended");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in?next=%2Freports%3Fstatus%3DCLOSED");
  });
});
