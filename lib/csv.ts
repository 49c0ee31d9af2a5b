/**
 * The one CSV writer (RFC 4180) every export uses, safe to open in a spreadsheet: a text cell
 * that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return,
 * or the full-width ＝ ＋ － ＠) is prefixed with an apostrophe, so it is shown as text (OWASP
 * "CSV injection"). A number stays a number: `-3` (the value, or a text that is only a number)
 * is written as is. Pure: the browser's queue export and the server's streams share it.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** Byte order mark every export starts with, so spreadsheets read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";

export type CsvValue = unknown;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    text = String(value);
  } else {
    text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A whole file: the BOM, then every record. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map(csvRow).join("");
}
