import { afterEach, describe, expect, it, vi } from "vitest";
import { createSilence, deleteChannel, deleteRule, endSilence, saveChannel, saveRule, testChannel } from "./alerts";

afterEach(() => vi.unstubAllGlobals());

describe("alert mutations", () => {
  it("call the same paths with the same methods and bodies as before they were declared", async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      return init.method === "DELETE" && !url.includes("silences") ? new Response(null, { status: 204 }) : Response.json({});
    });
    const rule = {
      name: "Backlog",
      condition: { kind: "figure-above" as const, figure: "totalPending" as const, threshold: 50 },
      scope: "own",
      forSeconds: 300,
      keepFiringSeconds: 0,
      severity: "warning" as const,
      channelIds: [2],
      note: "",
    };
    await saveRule(rule);
    await saveRule(rule, 7);
    await deleteRule(7);
    await saveChannel({ type: "slack", name: "Ops", secrets: { url: "https://hooks.example/x" } });
    await saveChannel({ type: "webhook", name: "Hook", secrets: {} }, 3);
    await deleteChannel(3);
    await testChannel(3);
    await createSilence({ ruleId: 7, endsAt: "2999-01-01T00:00:00Z", reason: "maintenance" });
    await endSilence(9);
    expect(calls).toEqual([
      { url: "/api/alerts/rules", method: "POST", body: rule },
      { url: "/api/alerts/rules/7", method: "PATCH", body: rule },
      { url: "/api/alerts/rules/7", method: "DELETE", body: undefined },
      { url: "/api/alerts/channels", method: "POST", body: { type: "slack", name: "Ops", secrets: { url: "https://hooks.example/x" } } },
      { url: "/api/alerts/channels/3", method: "PATCH", body: { type: "webhook", name: "Hook", secrets: {} } },
      { url: "/api/alerts/channels/3", method: "DELETE", body: undefined },
      { url: "/api/alerts/channels/3/test", method: "POST", body: undefined },
      { url: "/api/alerts/silences", method: "POST", body: { ruleId: 7, endsAt: "2999-01-01T00:00:00Z", reason: "maintenance" } },
      { url: "/api/alerts/silences/9", method: "DELETE", body: undefined },
    ]);
  });
});
