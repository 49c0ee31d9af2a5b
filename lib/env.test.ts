import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("ATTACHMENT_ALLOWED_PORTS", () => {
  it.each([
    [undefined, [80, 443]],
    ["", [80, 443]],
    ["  ", [80, 443]],
    ["443", [443]],
    ["80, 443,8443", [80, 443, 8443]],
  ])("%j gives %j", (value, ports) => {
    expect(parseEnv({ NODE_ENV: "test", ...(value === undefined ? {} : { ATTACHMENT_ALLOWED_PORTS: value }) }).ATTACHMENT_ALLOWED_PORTS).toEqual(ports);
  });

  it.each(["0", "65536", "http", "80;443", "80,,443", "-1", "4.5"])("refuses %j with the variable's name", (value) => {
    expect(() => parseEnv({ NODE_ENV: "test", ATTACHMENT_ALLOWED_PORTS: value })).toThrow(/ATTACHMENT_ALLOWED_PORTS/);
  });
});
