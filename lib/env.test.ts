import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "./env";

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

const REAL = { UPSTREAM_URL: "https://service.example/api/v2", UPSTREAM_API_KEY: "k", SESSION_SECRET: "s".repeat(40) };

function refusal(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(source)}`);
}

describe("EMBEDDED_METRICS_OFF", () => {
  it("switches time to detection off by default, none with none, else the flags listed", () => {
    expect(parseEnv({}).EMBEDDED_METRICS_OFF).toEqual(["time-to-detection"]);
    expect(parseEnv({ EMBEDDED_METRICS_OFF: "none" }).EMBEDDED_METRICS_OFF).toEqual([]);
    expect(parseEnv({ EMBEDDED_METRICS_OFF: " takedown-success-rate , false-positive-rate-by-surface" }).EMBEDDED_METRICS_OFF).toEqual([
      "takedown-success-rate",
      "false-positive-rate-by-surface",
    ]);
  });
});

describe("parseEnv: every variable refused with a sentence that names it", () => {
  const BAD: [string, string, RegExp][] = [
    ["NODE_ENV", "staging", /NODE_ENV must be one of development, production, test/],
    ["UPSTREAM_URL", "ftp://service.example/api/v2", /UPSTREAM_URL must be the service's v2 base address over http or https/],
    ["UPSTREAM_URL", "service.example", /UPSTREAM_URL must be the service's v2 base address over http or https/],
    [
      "UPSTREAM_URL",
      "https://ops:pw@service.example/api/v2",
      /UPSTREAM_URL must not carry a user name or password: the service's key goes in UPSTREAM_API_KEY/,
    ],
    ["UPSTREAM_ARRAY_FORMAT", "brackets", /UPSTREAM_ARRAY_FORMAT must be one of comma, repeat/],
    ["UPSTREAM_TIMEOUT_MS", "ten seconds", /UPSTREAM_TIMEOUT_MS must be a whole number from 100 to 120000/],
    ["UPSTREAM_TIMEOUT_MS", "50", /UPSTREAM_TIMEOUT_MS must be a whole number from 100 to 120000/],
    ["UPSTREAM_REUSE_MS", "1.5", /UPSTREAM_REUSE_MS must be a whole number from 0 to 600000/],
    ["DATABASE_URL", "mysql://db/rampart", /DATABASE_URL must be a PostgreSQL URL/],
    ["SESSION_SECRET", "short", /SESSION_SECRET must be at least 32 characters/],
    ["RAMPART_ADMIN_PASSWORD", "short", /RAMPART_ADMIN_PASSWORD must be at least 8 characters/],
    ["METRICS_TOKEN", "short", /METRICS_TOKEN must be at least 16 characters/],
    ["API_RATE_LIMIT_PER_MINUTE", "0", /API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000/],
    ["EMBEDDED_VARIANT", "sparse-ish", /EMBEDDED_VARIANT must be one of standard, alternate/],
    ["EMBEDDED_NOW", "yesterday", /EMBEDDED_NOW must be an ISO 8601 time/],
    ["EMBEDDED_METRICS_OFF", "time-to-detection,everything", /EMBEDDED_METRICS_OFF lists flags among takedown-time-trend/],
    ["HISTORY_RECORDER", "yes", /HISTORY_RECORDER must be one of on, off/],
    ["REVIEW_UNDO_SECONDS", "301", /REVIEW_UNDO_SECONDS must be a whole number from 0 to 300/],
    ["UPSTREAM_MAX_BYTES", "1kb", /UPSTREAM_MAX_BYTES must be a whole number from 1024 to 1073741824/],
    ["AUDIT_RETENTION_DAYS", "0", /AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    ["ALERTS_SECRET", "short", /ALERTS_SECRET must be at least 32 characters/],
    ["ALERTS_EVALUATE_MS", "100", /ALERTS_EVALUATE_MS must be a whole number from 500 to 3600000/],
    ["ALERTS_MINUTE_MS", "99", /ALERTS_MINUTE_MS must be a whole number from 100 to 60000/],
    ["ALERT_JOBS", "no", /ALERT_JOBS must be one of on, off/],
    ["DIGEST_POLL_MS", "100", /DIGEST_POLL_MS must be a whole number from 500 to 3600000/],
    ["DIGEST_JOB", "no", /DIGEST_JOB must be one of on, off/],
    ["REPORT_INDEX_RATE", "-1", /REPORT_INDEX_RATE must be a whole number from 0 to 6000/],
    ["ATTACHMENT_ALLOWED_PORTS", "80,http", /ATTACHMENT_ALLOWED_PORTS must be a comma-separated list of port numbers/],
    ["ATTACHMENT_ALLOWED_PORTS", "70000", /ATTACHMENT_ALLOWED_PORTS: ports are 1 to 65535/],
    ["SERVICE_WEBHOOK_SECRET", "short", /SERVICE_WEBHOOK_SECRET must be at least 16 characters/],
    ["SERVICE_WEBHOOK_RATE_PER_MINUTE", "0", /SERVICE_WEBHOOK_RATE_PER_MINUTE must be a whole number from 1 to 1000000/],
    ["SERVICE_WEBHOOK_SECRET_PREVIOUS", "short", /SERVICE_WEBHOOK_SECRET_PREVIOUS must be at least 16 characters/],
    [
      "SERVICE_WEBHOOK_SECRET_PREVIOUS",
      "p".repeat(20),
      /SERVICE_WEBHOOK_SECRET_PREVIOUS is the secret being rotated out and is accepted only beside a current one/,
    ],
  ];
  it.each(BAD)("%s=%s", (name, value, expected) => {
    const message = refusal({ ...REAL, [name]: value });
    expect(message).toMatch(expected);
    // One line per problem, each starting with the variable's name.
    for (const line of message.split("\n").slice(1)) expect(line).toMatch(/^ {2}[A-Z_]+:? /);
  });

  it("a real service without its key or session secret: says what each is for", () => {
    expect(refusal({ UPSTREAM_URL: REAL.UPSTREAM_URL, SESSION_SECRET: REAL.SESSION_SECRET })).toContain(
      "UPSTREAM_API_KEY is required when UPSTREAM_URL is set: it is the key the console calls the service with",
    );
    expect(refusal({ UPSTREAM_URL: REAL.UPSTREAM_URL, UPSTREAM_API_KEY: "k" })).toContain(
      "SESSION_SECRET is required when UPSTREAM_URL is set: it seals the session cookies, and is generated only in demo mode; set at least 32 random characters, the same on every instance",
    );
  });

  it("an address that does not parse is refused, not thrown at", () => {
    expect(refusal({ ...REAL, UPSTREAM_URL: "http://[::1" })).toMatch(/UPSTREAM_URL must be/);
  });

  it("takes a blank value as unset (its default)", () => {
    const env = parseEnv({ ...REAL, UPSTREAM_TIMEOUT_MS: " ", LOG_LEVEL: "", HISTORY_RECORDER: "", METRICS_TOKEN: "" });
    expect(env).toMatchObject({ UPSTREAM_TIMEOUT_MS: 10_000, LOG_LEVEL: "info", HISTORY_RECORDER: "on", METRICS_TOKEN: undefined, demoMode: false });
  });

  it("keeps the production timing of alerts and digests unless told otherwise", () => {
    expect(parseEnv(REAL)).toMatchObject({ ALERTS_MINUTE_MS: 60_000, ALERT_JOBS: "on", DIGEST_POLL_MS: 30_000, DIGEST_JOB: "on" });
  });

  it("reads numbers and trims values", () => {
    expect(parseEnv({ ...REAL, UPSTREAM_TIMEOUT_MS: " 2500 ", REPORT_INDEX_RATE: "0" })).toMatchObject({ UPSTREAM_TIMEOUT_MS: 2500, REPORT_INDEX_RATE: 0 });
  });

  it("runs in demo mode with nothing set", () => {
    const env = parseEnv({});
    expect([env.demoMode, env.UPSTREAM_URL]).toEqual([true, undefined]);
  });
});
