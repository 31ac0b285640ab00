import { csvText as text, dateTimePtBr, type CsvColumn, csvJob } from '../export/index.js';

const COLUMNS: CsvColumn<Record<string, unknown>>[] = [
  { header: 'Timestamp', value: (row) => dateTimePtBr(row.timestamp as Date) },
  { header: 'Message', value: text('message') },
  { header: 'Data (JSON)', value: (row) => JSON.stringify(row.data) },
];

/** GET /logs/export: every entry matching the filters, newest first. */
export const logsCsv = csvJob('logs', COLUMNS);
