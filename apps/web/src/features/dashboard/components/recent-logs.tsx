import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '@/components/data/format';
import type { UltimoLog } from '../api/get-dashboard';

/** The last 10 audit entries (ADMIN). */
export function RecentLogs({ logs }: { logs: UltimoLog[] }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1">
        Últimas atividades
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Timestamp</TableCell>
            <TableCell scope="col">Message</TableCell>
            <TableCell scope="col">Usuário</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logs.map((log, i) => (
            <TableRow key={`${i}:${log.timestamp}`}>
              <TableCell>{formatDateTime(log.timestamp)}</TableCell>
              <TableCell>{log.message}</TableCell>
              <TableCell>{typeof log.data?.email === 'string' ? log.data.email : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
