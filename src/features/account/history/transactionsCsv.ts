import { dec, roundTo } from '../../../core';
import type { AccountTransaction } from '../../../store';

/** The byte order mark: spreadsheets read the file as UTF-8 with it (accents, ₫, €), as something else without. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge
 * spaces, with its quotes doubled.
 */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text a spreadsheet must not run as a formula (a description starting with "=" or "@"
 * from the operator's names): a leading apostrophe keeps it text. Figures never come
 * through here, so a negative amount stays a number.
 */
export function csvText(value: string): string {
  return csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** An amount as a plain decimal with the currency's places, no grouping, no symbol: "-1234.50", "15000", "2.125". */
export function plainAmount(amount: number, places: number): string {
  return roundTo(dec(amount), places, 'down').toFixed(places);
}

/** An ISO 8601 time in UTC; what the operator sent when it is not a time. */
export function isoTime(time: string): string {
  const ms = Date.parse(time);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : time;
}

export interface TransactionsCsvOptions {
  currency: string;
  /** The currency's minor-unit places, from the operator's currency list. */
  places: number;
  /** Column headings, in the bettor's language. */
  headings: { time: string; type: string; description: string; reference: string; amount: string; currency: string; balanceAfter: string };
  /** A type's name in the bettor's language. */
  typeName(type: string): string;
  /** A row's description as the table shows it. */
  description(row: AccountTransaction): string;
}

/** The export a bettor opens in a spreadsheet: BOM, a heading row, one row per transaction, CRLF line ends. */
export function buildTransactionsCsv(rows: readonly AccountTransaction[], options: TransactionsCsvOptions): string {
  const { headings } = options;
  const lines = [
    [headings.time, headings.type, headings.description, headings.reference, headings.amount, headings.currency, headings.balanceAfter].map(csvText),
    ...rows.map((row) => [
      isoTime(row.time),
      csvText(options.typeName(row.type)),
      csvText(options.description(row)),
      csvText(row.reference ?? ''),
      plainAmount(row.amount, options.places),
      csvField(options.currency),
      plainAmount(row.balanceAfter, options.places),
    ]),
  ];
  return `${UTF8_BOM}${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}
