/**
 * The type the service detects for an added own asset (docs/account.md: "Type detection:
 * automatic"). Null is "Invalid asset format". A bare word is no asset: the docs' own "Discord
 * Server" example `ourcompany` is classified differently from what its name says.
 */
export function detectOwnAssetType(content: string): string | null {
  const c = content.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(c)) return "ADDRESS";
  if (/^@[A-Za-z0-9_]{1,30}$/.test(c)) return "TWITTER";
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c)) return "EMAIL";
  if (/^https?:\/\/(www\.)?(discord\.gg|discord\.com)\//i.test(c)) return "DISCORD";
  if (/^https?:\/\/(t\.me|telegram\.me)\//i.test(c)) return "TELEGRAM";
  if (/^https?:\/\/(www\.)?(x|twitter)\.com\//i.test(c)) return "TWITTER";
  if (/^https?:\/\/(www\.)?github\.com\//i.test(c)) return "GITHUB";
  if (/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(c)) return "URL";
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(c)) return "URL";
  return null;
}
