import "server-only";
import pino from "pino";

const REDACT = [
  "apiKey",
  "password",
  "token",
  "cookie",
  "authorization",
  "*.apiKey",
  "*.password",
  "*.token",
  "*.cookie",
  "*.authorization",
  'headers["x-api-key"]',
  'headers["cookie"]',
];

const holder = globalThis as unknown as { __rampartLogger?: pino.Logger };

/** Structured JSON logs; secrets are redacted by key wherever they sit. */
export function getLogger(): pino.Logger {
  holder.__rampartLogger ??= pino({
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: "rampart" },
    redact: { paths: REDACT, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return holder.__rampartLogger;
}
