/** A digest send as the settings screen shows it (isomorphic). */

export type SendView = {
  id: string;
  period: string;
  kind: "scheduled" | "manual";
  scheduledAt: string;
  late: boolean;
  status: "pending" | "sent";
  createdBy: string | null;
  createdAt: string;
  deliveries: {
    channelId: number;
    status: "pending" | "delivered" | "failed";
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string;
  }[];
};
