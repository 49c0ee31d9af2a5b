// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Field } from "./field";
import { Input, Select, Textarea } from "./input";

afterEach(cleanup);

describe("Input, Select, Textarea", () => {
  it("are labelled by their Field and carry its invalid state", () => {
    render(
      <Field label="Name" error="Name is required">
        {(p) => <Input {...p} className="w-40" />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.className).toContain("aria-[invalid=true]:border-fail");
    expect(input.className).toContain("w-40");
  });

  it("pass value and change through like the native control", () => {
    const onChange = vi.fn();
    render(
      <>
        <Select aria-label="Role" value="viewer" onChange={onChange}>
          <option value="viewer">viewer</option>
          <option value="admin">admin</option>
        </Select>
        <Textarea aria-label="Note" defaultValue="hello" />
      </>,
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Role" }), { target: { value: "admin" } });
    expect(onChange).toHaveBeenCalledOnce();
    expect((screen.getByRole("textbox", { name: "Note" }) as HTMLTextAreaElement).value).toBe("hello");
  });

  it("lets the caller's class win over the kit's (px-3 over px-2)", () => {
    render(<Input aria-label="Wide" className="px-3" />);
    expect(screen.getByRole("textbox", { name: "Wide" }).className.split(" ")).not.toContain("px-2");
  });
});
