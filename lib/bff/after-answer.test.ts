import { describe, expect, it } from "vitest";
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
