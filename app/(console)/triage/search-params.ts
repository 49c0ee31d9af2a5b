// The triage page's URL state (filters on the whole queue), shared by the server page and the client.
import { createParser, parseAsArrayOf, parseAsBoolean, parseAsString, parseAsStringLiteral } from "nuqs";
import { checkSlug } from "@/components/queues/snapshot-filters";
import { parseOpaqueIdParam } from "@/lib/contract/opaque-id-text";
import { AGE_STATES, SLA_STATES } from "@/lib/triage/queue-order";

const opaqueIdParser = createParser({ parse: parseOpaqueIdParam, serialize: (v: string) => v });

export const triageSearchParams = {
  sla: parseAsArrayOf(parseAsStringLiteral(SLA_STATES)).withDefault([]),
  age: parseAsArrayOf(parseAsStringLiteral(AGE_STATES)).withDefault([]),
  /** Ids are opaque (lib/contract/ids.ts): any printable id, kept as text; anything else reads as unset. */
  report: opaqueIdParser,
  proposal: opaqueIdParser,
  type: parseAsArrayOf(parseAsString).withDefault([]),
  brand: parseAsArrayOf(parseAsString).withDefault([]),
  /** The console's marks (lib/marks): a tag, an assignee, the snoozed proposals. */
  tag: parseAsString,
  assignee: parseAsString,
  snoozed: parseAsBoolean.withDefault(false),
  /** The organization, read as /queues reads its `?slug=` (components/queues/snapshot-filters.ts). */
  slug: createParser({ parse: checkSlug, serialize: (v: string) => v }),
};
