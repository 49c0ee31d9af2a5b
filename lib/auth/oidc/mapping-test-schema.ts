import { z } from "zod";

/** POST /api/session/sso/test-mapping: a claim set as the provider would put it in an ID token. */
export const testMappingBodySchema = z.strictObject({
  claims: z.record(z.string().max(200), z.unknown(), { error: 'Paste the claims as a JSON object, e.g. {"groups": ["sec-reviewers"]}' }),
});
