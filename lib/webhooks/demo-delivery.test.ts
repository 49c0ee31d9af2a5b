import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { ownWebhookUrl } from "./demo-delivery";

describe("where the embedded service delivers in demo mode", () => {
  it("is this console's own port on loopback, or PUBLIC_URL with its path prefix kept", () => {
    expect(ownWebhookUrl(parseEnv({}), "3100")).toBe("http://127.0.0.1:3100/api/webhooks/service");
    expect(ownWebhookUrl(parseEnv({ PUBLIC_URL: "https://rampart.example.com/console/" }), "3100")).toBe(
      "https://rampart.example.com/console/api/webhooks/service",
    );
  });
});
