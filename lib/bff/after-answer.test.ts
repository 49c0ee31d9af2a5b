import { describe, expect, it, vi } from "vitest";
import { afterAnswer } from "./after-answer";

describe("afterAnswer", () => {
  it("outside a request, runs the task at once and waits for it", async () => {
    const done: string[] = [];
    await afterAnswer(async () => {
      await Promise.resolve();
      done.push("task");
    });
    expect(done).toEqual(["task"]);
  });
});

describe("afterAnswer when Next refuses for another reason", () => {
  it("throws that refusal instead of running the task in the reader's wait", async () => {
    vi.resetModules();
    vi.doMock("next/server", () => ({
      after: () => {
        throw new Error("after() cannot be called during prerendering");
      },
    }));
    const { afterAnswer: refused } = await import("./after-answer");
    const task = vi.fn(async () => {});
    await expect(refused(task)).rejects.toThrow("prerendering");
    expect(task).not.toHaveBeenCalled();
    vi.doUnmock("next/server");
  });
});
