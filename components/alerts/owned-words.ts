/** "acknowledged by alice": who owns a firing alert, as the badge, the wall and /alerts say it (kept apart: the shell loads it on every page). */
export function ownedWords(ack: { by: string }): string {
  return `acknowledged by ${ack.by}`;
}
