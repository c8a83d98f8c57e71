import { stringify } from "csv-stringify/sync";

/**
 * Rows as CSV for a spreadsheet: a header, every cell quoted, and a cell a spreadsheet would take
 * for a formula (starting with = + - @, a tab or a carriage return) written as text by a leading
 * apostrophe, so an exported name cannot run as a formula when opened.
 */
export function spreadsheetCsv(columns: string[], rows: (string | number | null)[][]): string {
  return stringify(rows, { header: true, quoted: true, quoted_empty: true, columns, cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) } });
}
