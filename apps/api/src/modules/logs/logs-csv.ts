import { csvOf, dateTimePtBr, type CsvColumn } from '../export/index.js';
import type { LogRow } from './logs.repository.js';

const COLUMNS: CsvColumn<LogRow>[] = [
  { header: 'Timestamp', value: (row) => dateTimePtBr(row.timestamp) },
  { header: 'Message', value: (row) => row.message },
  { header: 'Data (JSON)', value: (row) => JSON.stringify(row.data) },
];

/** GET /logs/export: every entry matching the filters, newest first. */
export const logsCsv = csvOf('logs', 'logs', COLUMNS);
