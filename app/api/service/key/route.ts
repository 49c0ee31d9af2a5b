// GET /api/service/key — what the console's key may do (GET /validate): organization or user key, test or live, read-only
import { keyPowersApi } from "@/lib/api-routes/service";
import { serve } from "@/lib/bff/serve";
import { currentKeyPowers } from "@/lib/upstream/key-powers";

export const GET = serve(keyPowersApi, { permission: "read", call: () => currentKeyPowers() });
