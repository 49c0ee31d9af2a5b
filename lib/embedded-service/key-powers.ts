import "server-only";
import { DEMO_KEY_POWERS, DEMO_KEYS, type DemoKeyName } from "./demo-keys";

export type KeyPowers = {
  type: "organization" | "user";
  environment: "live" | "test";
  readOnly: boolean;
  /** The key whose stored row the caller uses (a demo key acting as another's is looked up as that one). */
  storedAs: string;
};

export const READ_ONLY_MESSAGE = "This API key is read-only";

const BY_VALUE = new Map<string, DemoKeyName>(Object.entries(DEMO_KEYS).map(([name, value]) => [value, name as DemoKeyName]));

/**
 * The powers of a key the service holds. A key that is not a demo key (one a test stored) is an
 * organization key, test or live by its prefix as the service's keys are named, and may write.
 */
export function powersOfKey(key: string): KeyPowers {
  const name = BY_VALUE.get(key);
  if (!name) return { type: "organization", environment: key.startsWith("cp_test_") ? "test" : "live", readOnly: false, storedAs: key };
  const { actsAs, ...powers } = DEMO_KEY_POWERS[name];
  return { ...powers, storedAs: actsAs ? DEMO_KEYS[actsAs] : key };
}

/**
 * POSTs the service documents as reads (lists, searches, checks): a read-only key may call them.
 * Every other POST, and every PATCH, PUT and DELETE, is a write.
 */
const READING_POSTS = [
  /^\/user\/me$/,
  /^\/user\/orgs$/,
  /^\/reports\/search$/,
  /^\/public\/getOrganizationReports$/,
  /^\/takedowns\/list$/,
  /^\/threats\/list$/,
  /^\/asset\/(search|check|parse)$/,
  /^\/healthchecks\//,
  /^\/operations\//,
  /^\/metrics\//,
];

export function isWrite(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (method !== "POST") return true;
  return !READING_POSTS.some((pattern) => pattern.test(path));
}
