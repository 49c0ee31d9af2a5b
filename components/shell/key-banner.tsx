import { TEST_KEY_SENTENCE } from "@/lib/format/key-powers";
import { pageKeyPowers } from "@/lib/service-connection/key-powers-page";

/**
 * Above every console page when the key calls for it (GET /validate, read at start and kept five
 * minutes): a test key still changes the service's real data; a read-only key's changes are all
 * refused. Rendered on the server, streamed: no page waits for it and no script ships for it.
 */
export async function KeyBanner() {
  const powers = await pageKeyPowers();
  const lines = [
    powers.environment === "test" ? TEST_KEY_SENTENCE : null,
    powers.readOnly === true ? "The console's key is read-only: reading works, and every change is refused with the reason beside its button." : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <div role="note" data-testid="key-banner" className="border-b border-warn bg-warn-soft px-4 py-2 text-sm text-text">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
