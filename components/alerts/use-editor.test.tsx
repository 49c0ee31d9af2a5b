// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useDeletion, useEditor } from "./use-editor";

type Item = { id: number; name: string };

function saveMutation() {
  let succeed: (() => void) | undefined;
  return {
    isPending: false,
    error: null as unknown,
    reset: vi.fn(),
    mutate: vi.fn((_v: { body: string; id?: number }, o: { onSuccess: () => void }) => {
      succeed = o.onSuccess;
    }),
    succeed: () => succeed?.(),
  };
}

describe("useEditor", () => {
  it("opens a new item's form, saves it without an id and closes on success", () => {
    const save = saveMutation();
    const { result } = renderHook(() => useEditor<Item, string>(save));
    expect(result.current.form).toBeNull();
    act(() => result.current.startNew());
    expect(save.reset).toHaveBeenCalledTimes(1);
    expect(result.current.isOpen).toBe(true);
    expect(result.current.form).toMatchObject({ key: "new", item: null, pending: false, error: null });
    act(() => result.current.form?.onSave("body"));
    expect(save.mutate).toHaveBeenCalledWith({ body: "body", id: undefined }, expect.anything());
    expect(result.current.isOpen).toBe(true);
    act(() => save.succeed());
    expect(result.current.form).toBeNull();
  });

  it("edits an existing item under its id, and cancelling clears the last refusal", () => {
    const save = saveMutation();
    save.error = new Error("refused");
    const item = { id: 7, name: "queue" };
    const { result } = renderHook(() => useEditor<Item, string>(save));
    act(() => result.current.edit(item));
    expect(result.current.form).toMatchObject({ key: 7, item, error: save.error });
    act(() => result.current.form?.onSave("changed"));
    expect(save.mutate).toHaveBeenCalledWith({ body: "changed", id: 7 }, expect.anything());
    act(() => result.current.form?.onCancel());
    expect(save.reset).toHaveBeenCalledTimes(2);
    expect(result.current.form).toBeNull();
  });
});

describe("useDeletion", () => {
  it("deletes the item asked about once confirmed, and forgets it when settled or cancelled", () => {
    let settle: (() => void) | undefined;
    const remove = { isPending: false, mutate: vi.fn((_id: number, o: { onSettled: () => void }) => (settle = o.onSettled)) };
    const { result } = renderHook(() => useDeletion<Item>(remove));
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask({ id: 3, name: "old" }));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.doomed?.name).toBe("old");
    act(() => void result.current.dialog.onConfirm());
    expect(remove.mutate).toHaveBeenCalledWith(3, expect.anything());
    act(() => settle?.());
    expect(result.current.doomed).toBeNull();
    act(() => result.current.ask({ id: 4, name: "other" }));
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.open).toBe(false);
    expect(remove.mutate).toHaveBeenCalledTimes(1);
  });
});
