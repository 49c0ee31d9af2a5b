import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { Table, TableHead, Td } from "@/components/ui/table";
import type { WallLinkView } from "@/lib/queries/wall-links";

const COLUMNS = ["Name", "Created", "Last used", "Status"] as const;

/** The wall links: who made each and when, when it was last used, and Revoke while it is active. */
export function WallLinksTable({ links, onRevoke }: { links: WallLinkView[]; onRevoke: (link: WallLinkView) => void }) {
  return (
    <Table data-testid="wall-links">
      <TableHead columns={COLUMNS} actions />
      <tbody>
        {links.map((link) => (
          <tr key={link.id} data-testid={`wall-link-${link.id}`}>
            <Td className="font-medium">{link.name}</Td>
            <Td>
              <RelativeTime iso={link.createdAt} /> by {link.createdBy}
            </Td>
            <Td>{link.lastUsedAt ? <RelativeTime iso={link.lastUsedAt} /> : "Never"}</Td>
            <Td>
              {link.revokedAt ? (
                <span>
                  <span aria-hidden>✕ </span>Revoked <RelativeTime iso={link.revokedAt} />
                </span>
              ) : (
                <span>
                  <span aria-hidden>● </span>Active
                </span>
              )}
            </Td>
            <Td className="text-right">
              {link.revokedAt ? null : (
                <Button onClick={() => onRevoke(link)} aria-label={`Revoke ${link.name}`}>
                  Revoke
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
