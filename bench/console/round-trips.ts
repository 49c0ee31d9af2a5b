// Reading the delay proxy's request log: how many upstream round trips a page waited for, one
// after the other, before its main content showed.

/** One upstream exchange as the proxy saw it: arrived at `at`, answer sent at `answeredAt` (epoch ms). */
export type Exchange = { at: number; answeredAt: number };

/**
 * The exchanges a page load waited for: arrived at or after `from` (navigation start) and answered
 * by `until` (its main content shown). A call still running when the content showed was not needed for it.
 */
export function exchangesBetween<T extends Exchange>(calls: readonly T[], from: number, until: number): T[] {
  return calls.filter((c) => c.at >= from && Number.isFinite(c.answeredAt) && c.answeredAt <= until);
}

/**
 * Sequential round trips: exchanges that overlap in time (one arrives before the answers of those
 * in flight are all sent) form one, since nothing makes them wait for each other; an exchange
 * arriving once every earlier one was answered starts the next. In arrival order.
 */
export function groupRoundTrips<T extends Exchange>(calls: readonly T[]): T[][] {
  const groups: T[][] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.at - b.at)) {
    if (call.at >= groupEnd) {
      groups.push([call]);
      groupEnd = call.answeredAt;
    } else {
      groups.at(-1)!.push(call);
      groupEnd = Math.max(groupEnd, call.answeredAt);
    }
  }
  return groups;
}

export function sequentialRoundTrips(calls: readonly Exchange[]): number {
  return groupRoundTrips(calls).length;
}

/** `1: GET /a · 2: POST /b, POST /c`: what each round trip asked, paths without their query. */
export function describeRoundTrips(calls: readonly (Exchange & { method: string; path: string })[], basePath = ""): string {
  return groupRoundTrips(calls)
    .map((group, i) => `${i + 1}: ${group.map((c) => `${c.method} ${c.path.split("?")[0]!.replace(basePath, "")}`).join(", ")}`)
    .join(" · ");
}
