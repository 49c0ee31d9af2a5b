/** The part of a report that folding reads. */
export type Foldable = { id: string | number; duplicateOfId: string | number | null };

export type DuplicateGroup<R extends Foldable> = {
  /** Id of the canonical report (as text), whether or not it is loaded. */
  canonicalId: string;
  /** The canonical report when it is among the given reports. */
  canonical: R | null;
  /** The row shown for the group: the canonical report, else its newest loaded duplicate. */
  representative: R;
  /** Every other member of the group, in list order (what "show duplicates" reveals). */
  others: R[];
};

/**
 * Groups reports under their canonical report (interface-v2 §2.1: "group by duplicateOfId to
 * count unique reports"). A chain (a duplicate of a duplicate) is followed through the given
 * reports to its root. Groups keep the position of their first member, so loading more pages
 * never moves a group already on screen. `uniqueCount` is the number of groups.
 */
export function foldDuplicates<R extends Foldable>(reports: readonly R[]): { groups: DuplicateGroup<R>[]; uniqueCount: number } {
  const byId = new Map<string, R>();
  for (const report of reports) byId.set(String(report.id), report);

  const rootOf = (report: R): string => {
    const path = [String(report.id)];
    let next = report.duplicateOfId;
    while (next !== null && next !== undefined) {
      const id = String(next);
      const loop = path.indexOf(id);
      // A cycle has no root: its members agree on their smallest id.
      if (loop >= 0) return path.slice(loop).sort((a, b) => a.localeCompare(b, "en", { numeric: true }))[0]!;
      path.push(id);
      next = byId.get(id)?.duplicateOfId ?? null;
    }
    return path[path.length - 1]!;
  };

  const order: string[] = [];
  const members = new Map<string, R[]>();
  for (const report of reports) {
    const root = rootOf(report);
    let list = members.get(root);
    if (!list) {
      list = [];
      members.set(root, list);
      order.push(root);
    }
    list.push(report);
  }

  const groups = order.map((canonicalId) => {
    const list = members.get(canonicalId)!;
    const canonical = list.find((r) => String(r.id) === canonicalId) ?? null;
    const representative = canonical ?? list[0]!;
    return { canonicalId, canonical, representative, others: list.filter((r) => r !== representative) };
  });
  return { groups, uniqueCount: groups.length };
}
