/**
 * Fixed demo API keys of the embedded service (test keys, not secrets: the embedded service
 * is a local stand-in). The service stores only their sha256 hashes.
 */
export const DEMO_KEYS = {
  acme: "cp_test_acme_7f3a9c1e5b2d4f60a8e1c3b5d7f9a2c4",
  globex: "cp_test_globex_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b",
  initech: "cp_test_initech_9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b",
  staff: "cp_test_staff_5c3e1a9f7d5b3e1c9a7f5d3b1e9c7a5f",
} as const;

/** An acme key that may read but not file or upload (the service's read-only keys get 403 there). */
export const DEMO_READ_ONLY_KEY = "cp_test_acme_readonly_4d2b8f6a1c9e3b7d5f0a2c4e6b8d1f3a";
