import { createParser, parseAsStringLiteral } from "nuqs";
import { checkSlug } from "@/components/queues/snapshot-filters";
import { checkDate } from "@/lib/outcomes/outcome-window";

const dateParser = createParser({ parse: checkDate, serialize: (v: string) => v });

/** `?window=7|30|90` (30 when unset), or a custom `?from=&to=` (UTC days, both included); `?brand=` a brand id; `?slug=` an organization. */
export const outcomesSearchParams = {
  slug: createParser({ parse: checkSlug, serialize: (v: string) => v }),
  window: parseAsStringLiteral(["7", "30", "90"] as const),
  from: dateParser,
  to: dateParser,
  brand: createParser({ parse: (raw: string) => (/^[A-Za-z0-9_-]{1,100}$/.test(raw) ? raw : null), serialize: (v: string) => v }),
};
