// GET /api/service-connection — which service the console uses, what the key reaches, the last success, error and 429s (never the key)
import { route } from "@/lib/bff/handler";
import { serviceConnectionView } from "@/lib/service-connection/view";

export const GET = route({
  permission: "read",
  call: () => serviceConnectionView(),
});
