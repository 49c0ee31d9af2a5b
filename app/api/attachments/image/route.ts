// GET /api/attachments/image?url=…&sig=… — a report's attachment image, fetched and checked by the console

import { attachmentImage, attachmentImageQuerySchema } from "@/lib/attachments/attachment-image";
import { route } from "@/lib/bff/handler";

export const GET = route({
  permission: "read",
  query: attachmentImageQuerySchema,
  call: ({ query }) => attachmentImage(query),
});
