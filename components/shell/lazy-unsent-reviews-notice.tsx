"use client";

import { lazy, Suspense } from "react";

// The notice reads its data in the browser anyway, and it is on every page: its code (the route,
// the query, the words) is fetched while the page hydrates, not before it (bench/console/first-load.ts).
const UnsentReviewsNoticeCode = lazy(() => import("./unsent-reviews-notice").then((m) => ({ default: m.UnsentReviewsNotice })));

/** The shell's notice of the user's failed reviews, drawn once its code is here (components/shell/unsent-reviews-notice.tsx). */
export function LazyUnsentReviewsNotice() {
  return (
    <Suspense fallback={null}>
      <UnsentReviewsNoticeCode />
    </Suspense>
  );
}
