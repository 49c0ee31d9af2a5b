// POST /api/filing/attachments?fileName= — one evidence file, checked, then stored privately by the service

import { filingAttachmentApi } from "@/lib/api-routes/filing";
import { badRequest } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { attachmentQuerySchema } from "@/lib/contract/filing-console";
import { evidenceProblem, MAX_EVIDENCE_BYTES } from "@/lib/filing/evidence";
import { uploadAttachments } from "@/lib/upstream/filing";

export const POST = serve(filingAttachmentApi, {
  permission: "review",
  write: true,
  org: "query",
  query: attachmentQuerySchema,
  upload: { maxBytes: MAX_EVIDENCE_BYTES },
  audit: { action: "attachment.upload" },
  call: async ({ query, bytes }, ctx) => {
    const file = bytes ?? new Uint8Array(new ArrayBuffer(0));
    const problem = evidenceProblem({ name: query.fileName, size: file.byteLength });
    if (problem) throw badRequest(problem);
    const { attachments } = await uploadAttachments(ctx.upstream(), [{ fileName: query.fileName, bytes: file }]);
    return { attachments: attachments.map((a) => ({ url: a.url, fileName: a.fileName ?? query.fileName, sizeBytes: a.sizeBytes, visibility: a.visibility })) };
  },
});
