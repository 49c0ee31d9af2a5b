import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvRow } from "@/lib/csv";
import { createCsvRecordCounter } from "./csv-record-counter";

describe("createCsvRecordCounter", () => {
  it("counts records, not line breaks inside quoted cells, across chunk boundaries", () => {
    const text = `a,b\r\n"x\r\ny",2\r\n"he said ""hi""",3\r\n`;
    for (let cut = 0; cut <= text.length; cut++) {
      const counter = createCsvRecordCounter();
      counter.push(text.slice(0, cut));
      expect(counter.push(text.slice(cut))).toBe(3);
    }
  });

  it("agrees with the writer for any cells and any chunking (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 8 }), fc.integer({ min: 1, max: 7 }), (rows, size) => {
        const text = rows.map((r) => csvRow(r)).join("");
        const counter = createCsvRecordCounter();
        for (let i = 0; i < text.length; i += size) counter.push(text.slice(i, i + size));
        expect(counter.records).toBe(rows.length);
      }),
    );
  });
});
