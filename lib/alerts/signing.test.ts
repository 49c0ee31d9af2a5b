import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, WEBHOOK_SECRET_PATTERN } from "./signing";

describe("Standard Webhooks signature", () => {
  it("reproduces the specification's published test vector", () => {
    expect(signWebhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("changes with the id, the timestamp and the body", () => {
    const secret = newWebhookSecret();
    const base = signWebhook(secret, "a", 1, "{}");
    expect(signWebhook(secret, "b", 1, "{}")).not.toBe(base);
    expect(signWebhook(secret, "a", 2, "{}")).not.toBe(base);
    expect(signWebhook(secret, "a", 1, "{ }")).not.toBe(base);
  });

  it("verifies with an independent receiver's computation", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    const body = JSON.stringify({ hello: "world" });
    const [version, mac] = signWebhook(secret, "id-1", 1700000000, body).split(",");
    const expected = createHmac("sha256", Buffer.from(secret.slice(6), "base64"))
      .update(`id-1.1700000000.${body}`)
      .digest();
    expect(version).toBe("v1");
    expect(timingSafeEqual(Buffer.from(mac!, "base64"), expected)).toBe(true);
  });
});
