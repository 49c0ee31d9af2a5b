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
  /** Ids of reports outside the list (fetched by id) the group's chains went through to reach its canonical report. */
  through: string[];
};

/**
 * Groups reports under their canonical report (interface-v2 §2.1: "group by duplicateOfId to
 * count unique reports"), loaded or not. A chain (a duplicate of a duplicate) is followed through
 * the given reports, then through `outside` (reports fetched by id that the list has not loaded),
 * to its root: a duplicate of an unloaded duplicate folds under the root with the root's other
 * duplicates, not under the middle report. Groups keep the position of their first member, so
 * loading more pages never moves a group already on screen. `uniqueCount` is the number of groups.
 */
export function foldDuplicates<R extends Foldable>(
  reports: readonly R[],
  outside: ReadonlyMap<string, Foldable> = new Map(),
): { groups: DuplicateGroup<R>[]; uniqueCount: number } {
  const byId = new Map<string, R>();
  for (const report of reports) byId.set(String(report.id), report);

  const rootOf = (report: R): { root: string; through: string[] } => {
    const path = [String(report.id)];
    const through: string[] = [];
    let next = report.duplicateOfId;
    while (next !== null && next !== undefined) {
      const id = String(next);
      const loop = path.indexOf(id);
      // A cycle has no root: its members agree on their smallest id.
      if (loop >= 0) return { root: path.slice(loop).sort((a, b) => a.localeCompare(b, "en", { numeric: true }))[0]!, through };
      path.push(id);
      const known = byId.get(id) ?? outside.get(id);
      if (known && !byId.has(id) && known.duplicateOfId !== null && known.duplicateOfId !== undefined) through.push(id);
      next = known?.duplicateOfId ?? null;
    }
    return { root: path[path.length - 1]!, through };
  };

  const order: string[] = [];
  const members = new Map<string, { list: R[]; through: Set<string> }>();
  for (const report of reports) {
    const { root, through } = rootOf(report);
    let group = members.get(root);
    if (!group) {
      group = { list: [], through: new Set() };
      members.set(root, group);
      order.push(root);
    }
    group.list.push(report);
    for (const id of through) group.through.add(id);
  }

  const groups = order.map((canonicalId) => {
    const { list, through } = members.get(canonicalId)!;
    const canonical = list.find((r) => String(r.id) === canonicalId) ?? null;
    const representative = canonical ?? list[0]!;
    return { canonicalId, canonical, representative, others: list.filter((r) => r !== representative), through: [...through] };
  });
  return { groups, uniqueCount: groups.length };
}
