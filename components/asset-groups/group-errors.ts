import { ApiClientError } from "@/lib/api/errors";
import { conflictMessage } from "./group-name";

export type GroupActionError = {
  message: string;
  /** The list no longer matches the service (group gone, moved, renamed elsewhere): fetch it again. */
  refresh: boolean;
  requestId?: string;
};

/** The service's validation messages, as they came (issues first: they are the specific ones). */
export function validationMessage(error: ApiClientError): string {
  const issues = [...new Set(error.issues.map((i) => i.message).filter((m) => m.trim() !== ""))];
  return issues.length > 0 ? issues.join("; ") : error.message;
}

/** What to tell the user after a failed create, rename or delete of a group. */
export function describeGroupError(error: unknown, attemptedName?: string): GroupActionError {
  if (!(error instanceof ApiClientError)) {
    return { message: error instanceof Error ? error.message : "Something went wrong", refresh: false };
  }
  const requestId = error.requestId;
  switch (error.status) {
    case 400:
      return { message: validationMessage(error), refresh: false, requestId };
    case 403:
      return { message: `Not allowed: ${error.message}. The list has been refreshed.`, refresh: true, requestId };
    case 404:
      return { message: "This group no longer exists (it was deleted elsewhere). The list has been refreshed.", refresh: true, requestId };
    case 409:
      // The console's own refusal of a name that differs from another only in case says so (lib/upstream/asset-groups.ts).
      return {
        message: attemptedName === undefined || /letter case/.test(error.message) ? error.message : conflictMessage(attemptedName),
        refresh: true,
        requestId,
      };
    default:
      return { message: error.message, refresh: false, requestId };
  }
}
