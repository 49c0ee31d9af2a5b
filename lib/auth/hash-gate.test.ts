import { describe, expect, it } from "vitest";
import { HashGate, HashGateBusy } from "./hash-gate";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("HashGate", () => {
  it("runs at most `concurrency` at once, queues a few, refuses the rest at once", async () => {
    const gate = new HashGate(2, 2);
    const holds = [deferred(), deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = holds.map((hold, i) =>
      gate.run(async () => {
        await hold.promise;
        order.push(i);
      }),
    );
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    await expect(gate.run(async () => 0)).rejects.toBeInstanceOf(HashGateBusy);
    for (const hold of holds) hold.resolve();
    await Promise.all(runs);
    expect(order.sort()).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("lets a known browser past the queue of strangers, with a queue of its own", async () => {
    const gate = new HashGate(1, 1);
    const first = deferred();
    const order: string[] = [];
    const busy = gate.run(async () => {
      await first.promise;
      order.push("busy");
    });
    const stranger = gate.run(async () => order.push("stranger"));
    await expect(gate.run(async () => order.push("refused"))).rejects.toBeInstanceOf(HashGateBusy);
    const known = gate.run(async () => order.push("known"), { priority: true });
    first.resolve();
    await Promise.all([busy, stranger, known]);
    expect(order).toEqual(["busy", "known", "stranger"]);
  });

  it("frees the slot when the work throws", async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "ok")).toBe("ok");
  });
});
