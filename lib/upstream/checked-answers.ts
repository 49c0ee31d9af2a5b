import "server-only";
import { freezeDeep } from "@/lib/frozen-value";

/** The body of an answer as received: the transport's buffer, or the text read from a stream. */
export type AnswerBody = Buffer | string;

/** `data` is kept from the second time the same body is checked: an answer seen once may not come again. */
type Entry = { body: AnswerBody; data?: unknown };

const MAX_ENTRIES = 64;
/** Answers larger than this are checked every time: holding them would cost more than it saves. */
const MAX_BODY_BYTES = 256 * 1024;

function sameBody(a: AnswerBody, b: AnswerBody): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.length === b.length && a.equals(b);
}

function sizeOf(body: AnswerBody): number {
  return typeof body === "string" ? body.length * 2 : body.length;
}

/**
 * The last answer checked for each call (its schema, method and address), kept with the data the
 * check produced once it has come twice. A page polled again and again (an open list refreshing, a wall screen) mostly
 * comes back byte for byte the same; the same bytes checked by the same schema give the same data,
 * so that data is handed out again instead of parsing and checking the answer anew. The call to
 * the service is still made every time: only the work on an unchanged answer is saved. The data
 * is frozen all the way down, since every caller gets the same object; freezing costs about a
 * third of the check, so it is done only for an answer that came twice, and an answer that changes
 * on every call costs no more than a comparison of its bytes.
 */
export class CheckedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** The data checked from exactly this body for this call before, if it is kept. */
  reuse(key: string, body: AnswerBody): unknown | undefined {
    const entry = this.entries.get(key);
    if (entry?.data === undefined || !sameBody(entry.body, body)) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.data;
  }

  /**
   * Notes that `body` checked to `data` for this call, and returns the data to hand out: frozen and
   * kept when the same body came the time before, else as it is (only the body is kept).
   */
  remember<T>(key: string, body: AnswerBody, data: T): T {
    if (sizeOf(body) > MAX_BODY_BYTES) return data;
    const previous = this.entries.get(key);
    const cameTwice = previous !== undefined && sameBody(previous.body, body);
    this.entries.delete(key);
    const handedOut = cameTwice ? freezeDeep(data) : data;
    this.entries.set(key, cameTwice ? { body, data: handedOut } : { body });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return handedOut;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
