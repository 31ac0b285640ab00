import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatarReais, type Totais } from '@portal/shared/cotacoes';
import { visuallyHidden } from '@/components/layout/visually-hidden';

/** The quotation's totals as the shared calculation answers them, without the lines. */
export type TotalsValues = Omit<Totais, 'itens'>;

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }} data-testid={`total-${label}`}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Subtotal, descontos, the discount on the total, frete, IPI, ICMS-ST and total; `frete` may be an input (the editor) instead of a figure. */
export function TotalsPanel({ totals, freteInput }: { totals: TotalsValues | null; freteInput?: ReactNode }) {
  const money = (value: number | undefined) => (totals ? formatarReais(value) : '—');
  return (
    <Paper variant="outlined" component="section" aria-label="Totais" sx={{ p: 2, minWidth: { sm: 280 } }}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label="Subtotal" value={money(totals?.subtotal)} />
        <Row label="Descontos" value={totals ? `- ${money(totals.descontos)}` : '—'} />
        {totals && totals.descontoTotal > 0 && (
          <Row label="Desconto no total" value={`- ${money(totals.descontoTotal)}`} />
        )}
        {freteInput ? (
          // A definition list holds only dt/dd groups: the input goes in a dd, its term read by screen readers.
          <div>
            <dt style={visuallyHidden}>Frete</dt>
            <dd style={{ margin: 0 }}>{freteInput}</dd>
          </div>
        ) : (
          <Row label="Frete" value={money(totals?.frete)} />
        )}
        <Row label="IPI" value={money(totals?.ipi)} />
        <Row label="ICMS-ST" value={money(totals?.icmsSt)} />
        <Row label="Total" value={money(totals?.total)} strong />
      </Stack>
    </Paper>
  );
}
