import { parseAsStringLiteral } from "nuqs";
import { TREND_WINDOWS, type TrendWindow } from "@/lib/queries/history";

/** `?trend=24h|7d|30d` on /queues; anything else reads as 24 h. */
export const trendWindowParser = parseAsStringLiteral(TREND_WINDOWS).withDefault("24h" as TrendWindow);
