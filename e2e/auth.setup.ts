import { mkdirSync } from "node:fs";
import path from "node:path";
import { request, test } from "@playwright/test";
import { type DemoRole, postSignIn } from "./fixtures/auth";
import { authStatePath, DIALECTS, serverUrl } from "./fixtures/servers";

// Each demo user signs in once per run and server (a scrypt hash each); the specs' signInAs loads
// the saved cookies (e2e/fixtures/auth.ts). Specs that end a session sign in on their own.
const ROLES: DemoRole[] = ["admin", "reviewer", "viewer"];

for (const dialect of DIALECTS) {
  test(`sign in as each demo user on the ${dialect.name} console`, async () => {
    const url = serverUrl(dialect.name);
    for (const role of ROLES) {
      const context = await request.newContext({ baseURL: url });
      await postSignIn(context, url, role);
      const file = authStatePath(dialect.name, role);
      mkdirSync(path.dirname(file), { recursive: true });
      await context.storageState({ path: file });
      await context.dispose();
    }
  });
}
