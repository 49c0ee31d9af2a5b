// Empty stand-in for "server-only" under vitest (see vitest.config.mts).
export {};
