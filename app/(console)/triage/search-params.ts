// The triage page's URL state (filters on the whole queue), shared by the server page and the client.
import { parseAsArrayOf, parseAsString, parseAsStringLiteral } from "nuqs";
import { AGE_STATES, SLA_STATES } from "@/lib/triage/queue-order";

export const triageSearchParams = {
  sla: parseAsArrayOf(parseAsStringLiteral(SLA_STATES)).withDefault([]),
  age: parseAsArrayOf(parseAsStringLiteral(AGE_STATES)).withDefault([]),
  report: parseAsString,
  proposal: parseAsString,
  type: parseAsArrayOf(parseAsString).withDefault([]),
  brand: parseAsArrayOf(parseAsString).withDefault([]),
};
