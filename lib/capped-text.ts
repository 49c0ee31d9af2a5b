/**
 * A body as text, never holding more than `limit` bytes: a declared `Content-Length` over it is
 * refused before a byte is read, and the stream is counted as it arrives (a body sent without a
 * length, or longer than it said) and cancelled at the first byte past the cap, as
 * `hono/body-limit` does. Used for request bodies (lib/bff/read-input.ts) and upstream answers
 * (lib/upstream/response.ts), each with its own cap and refusal.
 */
export async function readCappedText(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
  tooLarge: () => Error,
): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(message, limit, tooLarge));
}

/** The same, as bytes (an uploaded file). */
export async function readCappedBytes(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(message.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await message.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!message.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(new ArrayBuffer(received));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}
