// Signing the bench's clients in, the way a browser does (same-origin JSON POSTs).
import { z } from "zod";

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

async function post(origin: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** POST /api/session → the Cookie header value of the signed-in session. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const response = await post(origin, "/api/session", { username, password });
  await expectStatus(response, 204, `sign in as ${username}`);
  const cookie = cookiesOf(response);
  if (cookie === "") throw new Error("sign in set no cookie");
  return cookie;
}

const createdLink = z.looseObject({ token: z.string().min(1) });

/** As admin: POST /api/wall-links → the link's token (answered once). */
export async function createWallLink(origin: string, adminCookie: string, name: string): Promise<string> {
  const response = await post(origin, "/api/wall-links", { name }, adminCookie);
  await expectStatus(response, 201, "create wall link");
  return createdLink.parse(await response.json()).token;
}

/** POST /api/session/wall {token} → the Cookie header value of a wall-screen session. */
export async function wallSession(origin: string, token: string): Promise<string> {
  const response = await post(origin, "/api/session/wall", { token });
  await expectStatus(response, 204, "wall sign-in");
  return cookiesOf(response);
}
