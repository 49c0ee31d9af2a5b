// GET /api/history/review-budget — reviews used through this console in the rolling 24 hours
import { route } from "@/lib/bff/handler";
import { currentReviewBudget } from "@/lib/history/snapshot-history";

export const GET = route({ permission: "read", call: () => currentReviewBudget() });
