// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type TokenCheck, TokenInput } from "./token-input";

afterEach(cleanup);

const countryCode = (raw: string): TokenCheck =>
  /^[a-z]{2}$/i.test(raw.trim()) ? { ok: true, value: raw.trim().toUpperCase() } : { ok: false, reason: "two letters, e.g. DE" };

function Countries() {
  const [values, setValues] = useState<string[]>([]);
  return <TokenInput label="Country codes" values={values} onChange={setValues} check={countryCode} />;
}

describe("TokenInput", () => {
  it("adds what was typed when the field is left, instead of dropping it", () => {
    render(<Countries />);
    const field = screen.getByLabelText("Country codes");
    fireEvent.change(field, { target: { value: "de" } });
    fireEvent.blur(field);
    expect(screen.getByRole("list", { name: "Country codes: chosen" }).textContent).toContain("DE");
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("keeps invalid text in the field with the reason when the field is left", () => {
    render(<Countries />);
    const field = screen.getByLabelText("Country codes");
    fireEvent.change(field, { target: { value: "Germany" } });
    fireEvent.blur(field);
    expect(screen.getByRole("alert").textContent).toBe("Germany: two letters, e.g. DE");
    expect((field as HTMLInputElement).value).toBe("Germany");
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("TokenInput keyboard and names", () => {
  it("adds on Enter, ties the reason to the field, and removes a chip by its named button", () => {
    render(<Countries />);
    const field = screen.getByLabelText("Country codes");
    fireEvent.change(field, { target: { value: "nl" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(screen.getByRole("list", { name: "Country codes: chosen" }).textContent).toContain("NL");
    fireEvent.change(field, { target: { value: "DEU" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    fireEvent.change(field, { target: { value: "DE" } });
    expect(field.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove NL" }));
    expect(screen.queryByRole("list")).toBeNull();
  });
});
