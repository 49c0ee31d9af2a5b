import { describe, expect, it } from "vitest";
import { describeSla } from "./report-sla";

const now = Date.parse("2026-11-23T12:00:00Z");
const at = (h: number) => new Date(now + h * 3_600_000).toISOString();

describe("describeSla", () => {
  it("says how late or how soon an open report is", () => {
    expect(describeSla({ status: "TODO", slaDueAt: at(-72), updatedAt: at(-100) }, now)).toEqual({
      kind: "open",
      bucket: "breached",
      text: "Overdue by 3 days",
    });
    expect(describeSla({ status: "IN_PROGRESS", slaDueAt: at(5.25), updatedAt: at(-1) }, now)).toEqual({ kind: "open", bucket: "due-24h", text: "Due in 5 h" });
    expect(describeSla({ status: null, slaDueAt: at(50), updatedAt: at(-1) }, now)).toEqual({ kind: "open", bucket: "due-72h", text: "Due in 2 days" });
    expect(describeSla({ status: "TODO", slaDueAt: null, updatedAt: at(-1) }, now)).toEqual({ kind: "open", bucket: "none", text: "No SLA" });
  });

  it("shows a closed report's SLA as met or missed, never as urgent", () => {
    expect(describeSla({ status: "CLOSED", slaDueAt: at(-72), updatedAt: at(-80) }, now)).toEqual({ kind: "met", text: "SLA met" });
    expect(describeSla({ status: "CLOSED", slaDueAt: at(-72), updatedAt: at(-10) }, now)).toEqual({ kind: "missed", text: "SLA missed" });
    expect(describeSla({ status: "APPROVED", slaDueAt: at(10), updatedAt: at(-1) }, now)).toEqual({ kind: "met", text: "SLA met" });
    expect(describeSla({ status: "REJECTED", slaDueAt: null, updatedAt: at(-1) }, now)).toEqual({ kind: "closed", text: "No SLA" });
  });

  it("treats an unknown status as open", () => {
    expect(describeSla({ status: "ON_HOLD", slaDueAt: at(-1), updatedAt: at(-2) }, now).kind).toBe("open");
  });
});
