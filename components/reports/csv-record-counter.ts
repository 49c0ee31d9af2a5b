/**
 * Counts complete CSV records in a text that arrives in pieces: a line break ends a record only
 * outside quotes (a quoted cell may hold line breaks). CRLF counts once.
 */
export function createCsvRecordCounter() {
  let quoted = false;
  let records = 0;
  let lastWasCr = false;
  return {
    push(chunk: string): number {
      for (let i = 0; i < chunk.length; i++) {
        const ch = chunk.charCodeAt(i);
        if (ch === 34 /* " */) quoted = !quoted;
        else if (!quoted && ch === 10 /* \n */ && !lastWasCr) records++;
        else if (!quoted && ch === 13 /* \r */) records++;
        lastWasCr = ch === 13 && !quoted;
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}
