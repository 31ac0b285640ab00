import Box from '@mui/material/Box';
import type { LogEntry } from '@portal/shared/dto';
import { useState } from 'react';
import { summarizeLog } from './log-summary';

const cell = { textAlign: 'left', padding: '2px 8px', verticalAlign: 'top', wordBreak: 'break-word' } as const;

/** The Data column: one summary line (action, object, who); opened, the changed fields before/after. */
export function LogEntryDetails({ entry }: { entry: LogEntry }) {
  const { action, object, who, changes } = summarizeLog(entry);
  // The changes are drawn only once opened: a closed entry is one line, also for the table's readers.
  const [open, setOpen] = useState(false);
  const ip = typeof entry.data?.ip === 'string' ? entry.data.ip : '';
  const line = [action, object, who].filter(Boolean).join(' · ');
  const count = changes.length === 1 ? '1 campo' : `${changes.length} campos`;
  return (
    <Box
      component="details"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      sx={{ fontSize: 13, maxWidth: 640 }}
    >
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {line || 'Detalhes'}
        {changes.length > 0 && ` (${count})`}
      </Box>
      {!open ? null : changes.length === 0 ? (
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
      {open && ip && <Box sx={{ mt: 0.5, color: 'text.secondary' }}>IP: {ip}</Box>}
    </Box>
  );
}
