import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { freteTexto, meioPagamentoTexto, parcelaTexto } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { COTACAO_MESSAGES } from '@portal/shared/messages';

/**
 * The installments (amount and due date), payment method, freight, then the payment conditions,
 * delivery terms and notes as the salesperson wrote them, and the tax notice: the PDF's wording.
 */
export function Condicoes({ cotacao }: { cotacao: Cotacao }) {
  const partes: [string, string | null][] = [
    ['Parcelas', cotacao.parcelas.map(parcelaTexto).join('\n') || null],
    ['Meio de pagamento', meioPagamentoTexto(cotacao.meioPagamento)],
    ['Frete', freteTexto(cotacao.freteModalidade, cotacao.transportadora)],
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
      <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
        {COTACAO_MESSAGES.impostosAviso}
      </Typography>
    </Paper>
  );
}
