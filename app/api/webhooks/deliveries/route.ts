// GET /api/webhooks/deliveries — where the service delivers, whether a secret is set, the last deliveries and what they caused (admins)

import { webhookDeliveriesApi } from "@/lib/api-routes/webhooks";
import { serve } from "@/lib/bff/serve";
import { webhookSettingsView } from "@/lib/webhooks/settings-view";

export const GET = serve(webhookDeliveriesApi, { permission: "admin", call: async () => webhookSettingsView() });
