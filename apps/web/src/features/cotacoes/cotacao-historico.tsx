import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CotacaoEventoTipo } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { Link as RouterLink } from 'react-router-dom';
import { STATUS_LABELS } from '@/components/cotacao/cotacao-status';
import { formatDateTime } from '@/components/data/format';

// One label per history type (TRANSICOES' and the mail queue's): a new type does not compile without its label.
export const EVENTOS: Record<CotacaoEventoTipo, string> = {
  criada: 'Criada',
  editada: 'Editada',
  enviada: 'Enviada',
  aceita: 'Aceita',
  recusada: 'Recusada',
  expirada: 'Expirada',
  cancelada: 'Cancelada',
  substituida: 'Substituída por revisão',
  revisada: 'Revisada',
  duplicada: 'Duplicada',
  lembrete: 'Lembrete enviado',
  mensagem: 'Mensagem',
  email_nao_entregue: 'E-mail não entregue',
};

/** Each transition with who and when, and the other revisions of the same number. */
export function CotacaoHistorico({ cotacao }: { cotacao: Cotacao }) {
  return (
    <Stack spacing={2}>
      {cotacao.revisoes.length > 1 && (
        <section aria-labelledby="revisoes-title">
          <Typography id="revisoes-title" variant="h6" component="h2">
            Revisões
          </Typography>
          <List dense>
            {cotacao.revisoes.map((r) => (
              <ListItem key={r.id} disableGutters>
                {r.id === cotacao.id ? (
                  <ListItemText primary={`Revisão ${r.revisao} (esta) — ${STATUS_LABELS[r.status]}`} />
                ) : (
                  <Link component={RouterLink} to={`/comercial/cotacoes/${r.id}`}>
                    Revisão {r.revisao} — {STATUS_LABELS[r.status]}
                  </Link>
                )}
              </ListItem>
            ))}
          </List>
        </section>
      )}
      <section aria-labelledby="historico-title">
        <Typography id="historico-title" variant="h6" component="h2">
          Histórico
        </Typography>
        <List dense>
          {cotacao.historico.map((evento, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={`${EVENTOS[evento.tipo] ?? evento.tipo}${evento.detalhe ? `: ${evento.detalhe}` : ''}`}
                secondary={`${formatDateTime(evento.em)}${evento.usuarioNome ? ` — ${evento.usuarioNome}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      </section>
    </Stack>
  );
}
