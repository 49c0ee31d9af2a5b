/**
 * How many of `total` lines of `lineHeight` (gap included) a box of `available` px shows whole:
 * all of them when they fit, else as many as fit above a "+N more" line of `moreHeight`. Pure.
 */
export function fitCount(total: number, available: number, lineHeight: number, moreHeight = lineHeight): number {
  if (total <= 0) return 0;
  if (!(lineHeight > 0) || !(available >= 0)) return total;
  if (total * lineHeight <= available + 0.5) return total;
  return Math.max(0, Math.floor((available - moreHeight + 0.5) / lineHeight));
}
