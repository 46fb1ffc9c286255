/**
 * Rows to files the person downloads: CSV (RFC 4180: a header of column names, fields quoted when they hold
 * a comma, quote or line break, NULL as an empty field) and NDJSON (one JSON object per line). The file is
 * made in the browser; nothing goes back to the gateway.
 */
import type { Row } from '@site-query-gateway/client';
import { columnsOf } from './columns.js';

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: Row[]): string {
  const columns = columnsOf(rows);
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function toNdjson(rows: Row[]): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}

export function saveFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
