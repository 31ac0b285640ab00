import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { NovosClientesMes } from '../api/get-dashboard';
import { visuallyHidden } from '@/components/layout/visually-hidden';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const number = new Intl.NumberFormat('pt-BR');
const WIDTH = 720;
const HEIGHT = 220;
const BAR_AREA = 170;

/** "2026-11" -> "nov/26" */
export function monthLabel(mes: string): string {
  const [year, month] = mes.split('-');
  return `${MONTHS[Number(month) - 1]}/${year.slice(2)}`;
}

/**
 * New customers per month as an SVG bar chart. The same figures are in a table for screen
 * readers (the drawing itself is hidden from them).
 */
export function MonthlyChart({ months }: { months: NovosClientesMes[] }) {
  const titleId = useId();
  const max = Math.max(1, ...months.map((m) => m.total));
  const slot = WIDTH / Math.max(1, months.length);
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1">
        Novos clientes por mês (últimos 12 meses)
      </Typography>
      <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" sx={{ width: '100%', height: 'auto' }}>
        {months.map((m, i) => {
          const height = Math.round((m.total / max) * BAR_AREA);
          const x = i * slot + slot * 0.15;
          return (
            <g key={m.mes}>
              <rect x={x} y={BAR_AREA + 20 - height} width={slot * 0.7} height={height} fill="#1565c0" />
              <text x={x + slot * 0.35} y={BAR_AREA + 14 - height} textAnchor="middle" fontSize="12" fill="#222">
                {number.format(m.total)}
              </text>
              <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#222">
                {monthLabel(m.mes)}
              </text>
            </g>
          );
        })}
      </Box>
      <Box component="table" sx={visuallyHidden} data-testid="novos-clientes">
        <caption>Novos clientes por mês</caption>
        <thead>
          <tr>
            <th scope="col">Mês</th>
            <th scope="col">Novos clientes</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.mes} data-mes={m.mes}>
              <td>{monthLabel(m.mes)}</td>
              <td>{m.total}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
