/**
 * Fixed demo API keys of the embedded service (test keys, not secrets: the embedded service
 * is a local stand-in). The service stores only their sha256 hashes.
 */
export const DEMO_KEYS = {
  acme: "cp_test_acme_7f3a9c1e5b2d4f60a8e1c3b5d7f9a2c4",
  globex: "cp_test_globex_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b",
  initech: "cp_test_initech_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b",
  staff: "cp_test_staff_5c3e1a9f7d5b3e1c9a7f5d3b1e9c7a5f",
  /** acme's organization, read-only: every write answers 403 (`UPSTREAM_API_KEY` selects it, README). */
  acmeReadOnly: "cp_live_acme_readonly_4e6a8c0b2d4f6a8c0e2b4d6f8a0c2e4b",
  /** acme's organization through a test key: `GET /validate` says test, and it still changes the same data. */
  acmeTest: "cp_test_acme_testmode_1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1d",
} as const;

export type DemoKeyName = keyof typeof DEMO_KEYS;

/**
 * What `GET /validate` says of each demo key. The four seeded keys predate it: they answer as live
 * keys, so the demo shows no test-key banner; `acmeTest` is the test key and `acmeReadOnly` the
 * read-only one. Both act as acme's own key (`actsAs`), so they need no row of their own.
 */
export const DEMO_KEY_POWERS: Record<DemoKeyName, { type: "organization" | "user"; environment: "live" | "test"; readOnly: boolean; actsAs?: DemoKeyName }> = {
  acme: { type: "organization", environment: "live", readOnly: false },
  globex: { type: "organization", environment: "live", readOnly: false },
  initech: { type: "organization", environment: "live", readOnly: false },
  staff: { type: "user", environment: "live", readOnly: false },
  acmeReadOnly: { type: "organization", environment: "live", readOnly: true, actsAs: "acme" },
  acmeTest: { type: "organization", environment: "test", readOnly: false, actsAs: "acme" },
};
