import { z } from "zod";

/** Body of POST /user/me/update: a partial update; at least one field must be given. */
export const updateUserBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, "name must not be empty").max(100).optional(),
    avatarUrl: z
      .url({ protocol: /^https?$/, error: "avatarUrl must be an http(s) URL" })
      .max(2048)
      .optional(),
    protectionConfig: z
      .strictObject({
        linkMonitoring: z.boolean().optional(),
        socialMediaScanning: z.boolean().optional(),
        historyScanning: z.boolean().optional(),
      })
      .optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.avatarUrl !== undefined ||
      (body.protectionConfig !== undefined && Object.values(body.protectionConfig).some((v) => v !== undefined)),
    "Nothing to update: give name, avatarUrl or protectionConfig",
  );

export type UpdateUserBody = z.output<typeof updateUserBodySchema>;
