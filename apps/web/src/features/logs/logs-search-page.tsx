import type { LogEntry } from '@portal/shared/dto';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@/components/data/format';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { useSearchState } from '@/components/search/use-search-state';
import { useLogs } from './api/get-logs';
import { LogEntryDetails } from './log-entry-details';
import { LOG_FILTER_FIELDS, logDefaults, toLogQuery, validateLogFilters } from './logs-filters';

const COLUMNS: SearchColumn<LogEntry>[] = [
  { key: 'timestamp', label: 'Timestamp', render: (log) => formatDateTime(log.timestamp) },
  { key: 'message', label: 'Message', render: (log) => log.message },
  {
    key: 'data',
    label: 'Data',
    render: (log) => <LogEntryDetails entry={log} />,
  },
];

/** /admin/logs-busca: no sorting, no modal. */
export function LogsSearchPage() {
  const [defaults] = useState(logDefaults);
  const state = useSearchState({ defaults, defaultSort: null, validate: validateLogFilters });
  const { applied } = state;
  const query = useMemo(() => (applied ? toLogQuery(applied) : null), [applied]);
  const results = useLogs(query, state.version);

  return (
    <SearchScreen
      title="Logs"
      state={state}
      exportCsv={{ path: '/api/logs/export', query, fileName: 'logs.csv' }}
      results={results}
      columns={COLUMNS}
      rowKey={(log, index) => `${index}:${log.timestamp}`}
      fields={LOG_FILTER_FIELDS}
    />
  );
}
