import { declareRoute } from "@/lib/api/define";
import type { Digest, DigestPreview, DigestsView } from "@/lib/digests/digest.types";
import type { digestBodySchema, digestIdParamsSchema, sendNowBodySchema } from "@/lib/digests/digest-schemas";
import type { SendView } from "@/lib/digests/outbox.types";

/** GET /api/digests: every weekly digest, its next send and last sends, and the channels to choose from (admins). */
export const digestsApi = declareRoute<Record<never, never>, DigestsView>()({ method: "GET", path: "/api/digests", key: ["digests"] });

export const createDigestApi = declareRoute<{ body: typeof digestBodySchema }, { digest: Digest }>()({
  method: "POST",
  path: "/api/digests",
  key: ["digests"],
});

export const updateDigestApi = declareRoute<{ params: typeof digestIdParamsSchema; body: typeof digestBodySchema }, { digest: Digest }>()({
  method: "PATCH",
  path: "/api/digests/[digestId]",
  key: ["digests"],
});

export const deleteDigestApi = declareRoute<{ params: typeof digestIdParamsSchema }, void>()({
  method: "DELETE",
  path: "/api/digests/[digestId]",
  key: ["digests"],
});

/** POST /api/digests/:id/preview: the message as it would go out now (a read by POST: it calls the service). */
export const previewDigestApi = declareRoute<{ params: typeof digestIdParamsSchema }, DigestPreview>()({
  method: "POST",
  path: "/api/digests/[digestId]/preview",
  key: ["digests", "preview"],
});

/** POST /api/digests/:id/send: send it once now to the chosen channels. */
export const sendDigestApi = declareRoute<{ params: typeof digestIdParamsSchema; body: typeof sendNowBodySchema }, { send: SendView | null }>()({
  method: "POST",
  path: "/api/digests/[digestId]/send",
  key: ["digests"],
});
