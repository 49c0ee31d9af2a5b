// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";

afterEach(cleanup);

describe("Field", () => {
  it("ties the label, hint and error to the control and announces the error", () => {
    render(
      <Field label="Name" hint="1–255 characters" error="Name is required">
        {(p) => <input {...p} />}
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["1–255 characters", "Name is required"]);
    expect(screen.getByRole("alert").textContent).toBe("Name is required");
  });

  it("is quiet without an error", () => {
    render(<Field label="Name">{(p) => <input {...p} />}</Field>);
    expect(screen.getByLabelText("Name").hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves the announcing to the form's summary with announce={false}, the error still tied to the control", () => {
    render(
      <Field label="Name" error="Name is required" announce={false}>
        {(p) => <input {...p} />}
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Name is required");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
