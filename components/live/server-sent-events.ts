/** One message of a `text/event-stream`: its `event:` name ("message" when none) and its `data:` lines joined. */
export type ServerSentEvent = { name: string; data: string };

/**
 * Reads a `text/event-stream` body (the format EventSource reads: blank-line separated blocks of
 * `field: value` lines, `:` comments) and hands each message to `onEvent` until it answers true,
 * when the body is cancelled. Resolves true when `onEvent` ended it, false when the body ended.
 * `id:` and `retry:` are not used: the tab decides when to reconnect (live-connection.ts).
 */
export async function readServerSentEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => boolean): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = parseBlock(block);
      if (event && onEvent(event)) {
        void reader.cancel().catch(() => {});
        return true;
      }
      end = buffer.indexOf("\n\n");
    }
  }
}

function parseBlock(block: string): ServerSentEvent | null {
  let name = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { name, data: data.join("\n") } : null;
}
