// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Section } from "./section";

afterEach(cleanup);

describe("Section", () => {
  it("is a region named by its h2, with the action and the description", () => {
    render(
      <Section
        headingId="users-heading"
        title="Console users"
        description="Who may sign in."
        action={<button type="button">New user</button>}
        data-testid="users"
      >
        <p>rows</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Console users" });
    expect(region.getAttribute("data-testid")).toBe("users");
    expect(screen.getByRole("heading", { level: 2, name: "Console users" }).id).toBe("users-heading");
    expect(region.textContent).toContain("Who may sign in.");
    expect(screen.getByRole("button", { name: "New user" })).toBeTruthy();
    expect(region.className).toBe("space-y-3");
  });

  it("lets the caller tighten the gaps and leave out the description", () => {
    render(
      <Section headingId="s" title="Silences" className="space-y-2">
        <p>none</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Silences" });
    expect(region.className).toBe("space-y-2");
    expect(region.querySelectorAll("p")).toHaveLength(1);
  });
});
