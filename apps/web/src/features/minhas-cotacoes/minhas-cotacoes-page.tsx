import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dataBr, formatarReais } from '@portal/shared/cotacoes';
import type { MinhasCotacoesQuery } from '@portal/shared/dto';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { STATUS_LABELS, StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useMinhasCotacoes } from './api/get-minhas-cotacoes';
import { venceEm } from './prazo';

// A customer never sees drafts.
const FILTROS = ['todos', 'enviada', 'aceita', 'recusada', 'expirada', 'cancelada', 'substituida'] as const;
const PAGE_SIZE = 15;

/** /cliente/minhas-cotacoes: the customer's quotations, newest first, filtered by status. */
export function MinhasCotacoesPage() {
  usePageTitle('Minhas Cotações');
  const [params, setParams] = useSearchParams();
  const status = FILTROS.find((f) => f === params.get('status')) ?? 'todos';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMemo<MinhasCotacoesQuery>(
    () => ({ status, page, pageSize: PAGE_SIZE, sortField: 'criado_em', sortDirection: 'desc' }),
    [status, page],
  );
  const { rows, total, loading, error, retry } = useMinhasCotacoes(query);
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const go = (next: { status?: string; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });

  return (
    <Box component="section" aria-labelledby="minhas-title" sx={{ p: 2, maxWidth: 900, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography id="minhas-title" variant="h5" component="h1">
          Minhas Cotações
        </Typography>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => go({ status: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          {FILTROS.map((f) => (
            <option key={f} value={f}>
              {f === 'todos' ? 'Todos' : STATUS_LABELS[f]}
            </option>
          ))}
        </TextField>
      </Stack>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {GENERAL_MESSAGES.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Typography role="status" sx={{ mb: 1 }} hidden={!!error}>
        {loading
          ? 'Carregando...'
          : total === 0
            ? 'Nenhuma cotação encontrada.'
            : total === 1
              ? '1 cotação'
              : `${total} cotações`}
      </Typography>
      <Stack component="ul" aria-label="Cotações" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((c) => (
          <Card component="li" variant="outlined" key={c.id}>
            <CardActionArea component={RouterLink} to={`/cliente/minhas-cotacoes/${c.id}`} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{numeroText(c)}</Typography>
                <StatusChip status={c.status} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Typography variant="h6" component="p">
                  {formatarReais(c.total)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Validade {dataBr(c.validade)}
                  {venceEm(c) && ` · ${venceEm(c)}`}
                </Typography>
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {last > 1 && (
        <Stack component="nav" aria-label="Paginação" direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Anterior
          </Button>
          <Typography>
            Página {page} de {last}
          </Typography>
          <Button disabled={page >= last} onClick={() => go({ page: page + 1 })}>
            Próxima
          </Button>
        </Stack>
      )}
    </Box>
  );
}
