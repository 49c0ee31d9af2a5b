import "server-only";

const MAX_PEEK_BYTES = 64 * 1024;

/**
 * Whether a PATCH /api/console-users/:username body asks for a password reset (it has a
 * `password` key). Reads a copy of the request, so the route wrapper still parses and
 * validates the original; anything unreadable counts as "no" and is refused there.
 */
export async function wantsPasswordChange(request: Request): Promise<boolean> {
  try {
    const text = await request.clone().text();
    if (text.length > MAX_PEEK_BYTES) return false;
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && !Array.isArray(body) && Object.hasOwn(body, "password");
  } catch {
    return false;
  }
}
