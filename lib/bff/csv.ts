/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet: a text cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return, or their full-width
 * forms) is prefixed with an apostrophe, so it is shown as text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    text = String(value); // a number is not a formula; "-1" stays a number
  } else {
    text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
