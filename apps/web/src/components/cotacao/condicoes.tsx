import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Cotacao } from '@portal/shared/dto';

/** Payment conditions, delivery terms and notes, as the salesperson wrote them. */
export function Condicoes({ cotacao }: { cotacao: Cotacao }) {
  const partes: [string, string | null][] = [
    ['Condições de pagamento', cotacao.condicoesPagamento],
    ['Prazo de entrega', cotacao.prazoEntrega],
    ['Observações', cotacao.observacoes],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="condicoes-title" sx={{ p: 2 }}>
      <Typography id="condicoes-title" variant="h6" component="h2">
        Condições
      </Typography>
      <dl style={{ margin: 0 }}>
        {partes.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" sx={{ fontWeight: 600, mt: 1 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
