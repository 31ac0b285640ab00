import Box from '@mui/material/Box';
import type { LogEntry } from '@portal/shared/dto';
import { summarizeLog } from './log-summary';

const cell = { textAlign: 'left', padding: '2px 8px', verticalAlign: 'top', wordBreak: 'break-word' } as const;

/** The Data column: one summary line (action, object, who); opened, the changed fields before/after. */
export function LogEntryDetails({ entry }: { entry: LogEntry }) {
  const { action, object, who, changes } = summarizeLog(entry);
  const ip = typeof entry.data?.ip === 'string' ? entry.data.ip : '';
  const line = [action, object, who].filter(Boolean).join(' · ');
  const count = changes.length === 1 ? '1 campo' : `${changes.length} campos`;
  return (
    <Box component="details" sx={{ fontSize: 13, maxWidth: 640 }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {line || 'Detalhes'}
        {changes.length > 0 && ` (${count})`}
      </Box>
      {changes.length === 0 ? (
        <Box sx={{ mt: 0.5, color: 'text.secondary' }}>Nenhum campo registrado.</Box>
      ) : (
        <Box component="table" sx={{ mt: 0.5, borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={cell}>Campo</th>
              <th style={cell}>Antes</th>
              <th style={cell}>Depois</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <td style={cell}>{change.field}</td>
                <td style={cell}>{change.before ?? ''}</td>
                <td style={cell}>{change.after}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      {ip && <Box sx={{ mt: 0.5, color: 'text.secondary' }}>IP: {ip}</Box>}
    </Box>
  );
}
