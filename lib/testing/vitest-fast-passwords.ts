/**
 * Vitest setup file: new password hashes in unit tests use scrypt N = 2^10 instead of 2^15 (about
 * 30 times cheaper). The N travels in each hash, so verification runs the same code; the
 * production cost is checked in lib/auth/passwords.test.ts.
 */
import { setPasswordHashNForTests } from "@/lib/auth/passwords";

setPasswordHashNForTests(1024);
