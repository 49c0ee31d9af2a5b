import { GRADES, type Grade } from "./grading";

/**
 * `?grade=warn,fail`: the summary pills as a filter of the cards. Pure. Unknown words are dropped;
 * an empty list is no filter. A check still running, or one that cannot run, has no grade yet and
 * is hidden while a filter is set.
 */
export function parseGrades(raw: string): Grade[] | null {
  const picked = GRADES.filter((g) =>
    raw
      .split(",")
      .map((v) => v.trim())
      .includes(g),
  );
  return picked.length > 0 ? picked : null;
}

export function serializeGrades(grades: readonly Grade[]): string {
  return GRADES.filter((g) => grades.includes(g)).join(",");
}

/** The filter after a pill is pressed: on adds the grade, off removes it; nothing left is no filter. */
export function toggleGrade(current: readonly Grade[] | null, grade: Grade): Grade[] | null {
  const set = new Set(current ?? []);
  if (set.has(grade)) set.delete(grade);
  else set.add(grade);
  const next = GRADES.filter((g) => set.has(g));
  return next.length > 0 ? next : null;
}

export function shownByGrade(grade: Grade | "running" | "not-implemented", filter: readonly Grade[] | null): boolean {
  if (!filter) return true;
  return grade !== "running" && grade !== "not-implemented" && filter.includes(grade);
}
