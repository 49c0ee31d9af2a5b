// POST /api/session/organization — choose the organization a multi-organization key acts on
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { chooseOrganization } from "@/lib/bff/organization";

export const POST = route({
  permission: "read",
  body: z.strictObject({
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
      .nullable(),
  }),
  call: ({ body }) => chooseOrganization(body.slug),
});
