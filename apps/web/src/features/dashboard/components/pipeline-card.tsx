import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CotacoesPipeline } from '@portal/shared/dto';
import { formatarReais } from '@portal/shared/cotacoes';

const number = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The quotation pipeline: open value, sent this month, 90-day acceptance, expiring within 7 days. */
export function PipelineCard({ pipeline }: { pipeline: CotacoesPipeline }) {
  const figures: [string, string][] = [
    ['Valor em aberto', formatarReais(pipeline.valorEmAberto)],
    ['Enviadas no mês', number.format(pipeline.enviadasNoMes)],
    ['Taxa de aceite (90 dias)', pipeline.taxaAceite90Dias === null ? '—' : percent.format(pipeline.taxaAceite90Dias)],
    ['Vencendo em 7 dias', number.format(pipeline.vencendoEm7Dias)],
  ];
  return (
    <Paper component="section" aria-label="Cotações" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1">
        Cotações
      </Typography>
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 3, m: 0 }}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={label}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
