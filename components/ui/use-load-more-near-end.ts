"use client";

import { useEffect } from "react";

/** What an infinite list knows of its next page (from useInfiniteQuery). */
export type NextPaging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageError: unknown;
  fetchNextPage: () => void;
};

/**
 * Asks for the next page once the last row drawn is within `ahead` rows of the end of what is
 * loaded: once per approach (not while a page is on its way), and not again after a failed page
 * until the reader presses Retry.
 */
export function useLoadMoreNearEnd(paging: NextPaging, lastDrawn: number, loaded: number, ahead: number): void {
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = paging;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageError && lastDrawn >= loaded - ahead) fetchNextPage();
  }, [lastDrawn, loaded, ahead, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);
}
