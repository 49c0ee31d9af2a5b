/** Characters of assets carried in the address to /reports/new (an address stays well under browsers' limits). */
const MAX_PREFILL = 2000;

/**
 * /reports/new filled from a report: its assets as the pasted text (as many as fit) and the
 * report it relates to, which the page names in the description.
 */
export function relatedThreatPath(reportId: string, assets: readonly { content: string }[]): string {
  let text = "";
  for (const { content } of assets) {
    if (text.length + content.length + 1 > MAX_PREFILL) break;
    text = text === "" ? content : `${text}\n${content}`;
  }
  const params = new URLSearchParams({ related: reportId });
  if (text) params.set("text", text);
  return `/reports/new?${params.toString()}`;
}
