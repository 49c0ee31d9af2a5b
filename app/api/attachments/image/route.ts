// GET /api/attachments/image?url=…&sig=… — a report's attachment image, fetched and checked by the console
import { route } from "@/lib/bff/handler";
import { attachmentImage, attachmentImageQuerySchema } from "@/lib/bff/attachment-image";

export const GET = route({
  permission: "read",
  query: attachmentImageQuerySchema,
  call: ({ query }) => attachmentImage(query),
});
