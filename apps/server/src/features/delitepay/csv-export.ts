import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { minorPerMajor } from '@menudelite/shared/money/minor';
import type { TDb } from '../../db/database.ts';
import { localDateTime } from './local-day.ts';
import { listTransactionRows, type TTransactionFilter, type TTransactionRow } from './transactions-repository.ts';

const BATCH = 500;

const HEADER = [
  'Date',
  'Source',
  'Status',
  'Reference',
  'Description',
  'Note',
  'Payer name',
  'Payer e-mail',
  'Amount',
  'Tip',
  'Processing fee',
  'Total',
  'Refunded',
  'Refund pending',
  'Currency',
  'Card',
  'Payment id',
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some strip
 * first) as a formula: CSV injection. Such text cells get a leading apostrophe (OWASP's advice), so
 * a payer named "=HYPERLINK(...)" shows as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Minor units as an exact decimal of the currency (12.50, 1.250 KWD): readable by spreadsheets, never rounded. */
export function decimalOf(minor: number, currency: TCurrency): string {
  const digits = Math.round(Math.log10(minorPerMajor(currency)));
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`;
}

function csvRow(row: TTransactionRow, timeZone: string): string[] {
  const currency = row.currency as TCurrency;
  const text = [
    localDateTime(row.created_at, timeZone),
    row.source,
    row.status,
    row.reference ?? '',
    row.link_description ?? '',
    row.note ?? '',
    row.payer_name ?? '',
    row.payer_email ?? '',
  ].map(neutraliseCell);
  // Refunded: money given back; a refund the provider has not answered yet is its own column.
  const money = [row.amount, row.tip, row.processing_fee, row.total, row.refunded_amount - row.refund_pending, row.refund_pending].map((minor) =>
    decimalOf(minor, currency),
  );
  return [...text, ...money, currency.toUpperCase(), row.card_last4 ?? '', row.id];
}

async function* rowsOf(db: TDb, filter: TTransactionFilter, timeZone: string): AsyncGenerator<string[]> {
  let before: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await listTransactionRows(db, filter, { limit: BATCH, before });
    for (const row of rows) yield csvRow(row, timeZone);
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    before = { at: last.created_at, id: last.id };
  }
}

/** The filtered transactions as CSV (UTF-8 with a BOM, so spreadsheets read accented names), read from the database a batch at a time. */
export function transactionsCsv(db: TDb, filter: TTransactionFilter, timeZone: string): Readable {
  return Readable.from(rowsOf(db, filter, timeZone)).pipe(stringify({ header: true, columns: HEADER, bom: true }));
}
