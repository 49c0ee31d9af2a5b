/**
 * Words for what the service did not send (docs/architecture.md, "Words"): a field it left out or
 * sent unreadable, records it sent without an id, and actions that need what it left out.
 */
export const NOT_SENT = "not sent by the service";

export const PROPOSAL_WITHOUT_ASSET = "The service did not send this proposal's asset, so it cannot be reviewed here";

/** "1 report could not be read; request id abc" (records the service sent without an id, left out of the page). */
export function unreadableRecords(count: number, noun: { one: string; many: string }, requestId?: string | null): string {
  const what = count === 1 ? `1 ${noun.one} could not be read` : `${count.toLocaleString("en-GB")} ${noun.many} could not be read`;
  return requestId ? `${what}; request id ${requestId}` : what;
}

/** An asset group's name for a sentence or a row: "(name not sent by the service)" when it was not sent. */
export const groupName = (name: string | null): string => name ?? `(name ${NOT_SENT})`;

/** A report's title for a heading: "(untitled)" when it is empty, "(title not sent by the service)" when it was not sent. */
export const reportTitle = (title: string | null): string => (title === null ? `(title ${NOT_SENT})` : title.trim() === "" ? "(untitled)" : title);
