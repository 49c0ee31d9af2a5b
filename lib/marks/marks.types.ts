import type { z } from "zod";
import type { markActionSchema } from "./schemas";

/** A bulk action as the route parsed it. */
export type MarkAction = z.output<typeof markActionSchema>;

/** One item's console marks, as rows and panels show them. */
export type ItemMarks = {
  tags: string[];
  assignee: string | null;
  /** Whether its snooze holds now; `snoozedUntil` is null while it is snoozed until the service changes it. */
  snoozed: boolean;
  snoozedUntil: string | null;
  /** The newest three, newest first. */
  notes: { body: string; author: string; createdAt: string }[];
};

/** What a bulk action answers: how many items, how many it changed, and until when it can be undone. */
export type BulkMarkAnswer = { batchId: string; count: number; changed: number; undoUntil: string };
