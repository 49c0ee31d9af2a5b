import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvRow } from "./csv";

/** A minimal RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("admin")).toBe("admin");
    expect(csvCell(409)).toBe("409");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("-3")).toBe("-3");
    expect(csvCell("-12.5")).toBe("-12.5");
    expect(csvCell(-1.5e-7)).toBe("-1.5e-7");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes separators, quotes, line breaks and edge spaces", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("＝1+1")).toBe("'＝1+1");
    expect(csvCell('＝HYPERLINK("http://evil")')).toBe('"\'＝HYPERLINK(""http://evil"")"');
    expect(csvCell("＋1")).toBe("'＋1");
    expect(csvCell("－1")).toBe("'－1");
    expect(csvCell("＠SUM(A1)")).toBe("'＠SUM(A1)");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes objects as JSON", () => {
    expect(csvCell({ name: "x" })).toBe('"{""name"":""x""}"');
  });
});

describe("csvRow", () => {
  it("ends with CRLF", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
  });

  fcTest.prop([fc.array(fc.string(), { minLength: 1, maxLength: 6 })])("reads back as written; nothing starts as a formula", (cells) => {
    const [parsed] = parseCsv(csvRow(cells));
    expect(parsed).toHaveLength(cells.length);
    parsed!.forEach((value, i) => {
      const original = cells[i]!;
      expect(value === original || value === `'${original}`).toBe(true);
      expect(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value)).toBe(false);
    });
  });
});

describe("csvDocument", () => {
  it("starts with a BOM and ends every record with CRLF", () => {
    expect(
      csvDocument([
        ["a", -1],
        ["＝1", 2],
      ]),
    ).toBe("\uFEFFa,-1\r\n'＝1,2\r\n");
  });
});
