import { afterEach, describe, expect, it } from "vitest";
import { closeLiveBus, getLiveBus, publishLive, subscribeLive } from "./bus";
import type { BusMessage } from "./bus-message";
import type { LiveEvent } from "./events";

afterEach(() => closeLiveBus());

describe("publishLive and subscribeLive (this process, no DATABASE_URL)", () => {
  it("reaches every subscriber through one process-wide bus", async () => {
    const heard: BusMessage[] = [];
    const stop = subscribeLive((e) => heard.push(e));
    await publishLive({ type: "webhook.received", eventType: "debug.test" });
    stop();
    await publishLive({ type: "alerts.changed" });
    expect(heard).toEqual([{ type: "webhook.received", eventType: "debug.test" }]);
    expect(getLiveBus().listenerCount()).toBe(0);
  });

  it("never throws to its caller, even for an event that is not one", async () => {
    await expect(publishLive({ type: "nope" } as unknown as LiveEvent)).resolves.toBeUndefined();
  });
});
