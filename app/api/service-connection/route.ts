// GET /api/service-connection — which service the console uses, what the key reaches, the last success, error and 429s (never the key)
import { serviceConnectionApi } from "@/lib/api-routes/service";
import { serve } from "@/lib/bff/serve";
import { serviceConnectionView } from "@/lib/service-connection/view";

export const GET = serve(serviceConnectionApi, {
  permission: "read",
  call: () => serviceConnectionView(),
});
