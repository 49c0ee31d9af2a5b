import { isKnown, label } from "./labels";

/**
 * An asset type in words wherever a report or a chart names one: the documented label, "Unknown
 * type" for the service's `UNKNOWN`, and a code outside the enum (`DOMAIN`, `TWITTER_ACCOUNT`) in
 * words from its parts ("Domain", "Twitter account"), never the code itself.
 */
export function assetTypeLabel(code: string | null | undefined): string {
  if (code === null || code === undefined || code === "") return "Type not sent";
  if (isKnown("assetType", code)) return label("assetType", code);
  if (code.toUpperCase() === "UNKNOWN") return "Unknown type";
  const words = code
    .toLowerCase()
    .replace(/[_\s-]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
