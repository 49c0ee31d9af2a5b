import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { webhookDeliveriesApi } from "@/lib/api-routes/webhooks";
import { consoleKey } from "./api-key";

/** Not under an organization: the console's own inbox of the service's webhooks. */
export const webhookKeys = {
  all: ["webhooks"] as const,
  deliveries: () => consoleKey(webhookDeliveriesApi),
};

/** Polled every 10 s while /settings is open (the inbox also tells open screens of each delivery, lib/live). */
export const webhookDeliveriesQuery = () =>
  queryOptions({ queryKey: webhookKeys.deliveries(), queryFn: ({ signal }) => callApi(webhookDeliveriesApi, {}, { signal }), refetchInterval: 10_000 });
