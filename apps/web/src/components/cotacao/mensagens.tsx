import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COTACAO_MENSAGEM_MAX, cotacaoMensagemErrors, normalizeCotacaoMensagem } from '@portal/shared/cotacoes';
import type { CotacaoMensagem } from '@portal/shared/dto';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { useCallback, useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { formatDateTime } from '@/components/data/format';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';
import { sessionUserId } from '@/lib/token';

interface MensagensProps {
  /** '/api/minhas-cotacoes/7/mensagens' (customer) or '/api/Cotacoes/7/mensagens' (staff). */
  url: string;
  /** The side reading (the customer's words or the staff's). */
  souCliente: boolean;
  /** Why writing is not possible now (a draft), or null. */
  bloqueio?: string | null;
}

// "Você" by the login that wrote, never by side: another contact of the same customer, or another
// staff user, is somebody else (finding F10).
function autor(m: CotacaoMensagem, eu: number | null): string {
  if (m.autorId !== null && m.autorId === eu) return 'Você';
  return m.autorNome ?? (m.doCliente ? 'Cliente' : 'Vendedor');
}

/** A quotation's questions and answers, oldest first, and a box to write the next (issue 26). */
export function Mensagens({ url, souCliente, bloqueio = null }: MensagensProps) {
  const fetcher = useCallback((path: string) => apiFetch<CotacaoMensagem[]>(path), []);
  const { data, failed, reload } = useResource(fetcher, url);
  const [eu] = useState(sessionUserId);
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setAviso(null);
    const problema = cotacaoMensagemErrors(normalizeCotacaoMensagem({ texto })).texto;
    if (problema) return setErro(problema);
    setBusy(true);
    try {
      await apiFetch(url, { method: 'POST', body: { texto } });
      setTexto('');
      setErro(null);
      setAviso(M.mensagemEnviada);
      reload();
    } catch (error) {
      // What was typed stays in the box: nothing is lost on a 4xx.
      setErro(errorMessage(error, 'Não foi possível enviar a mensagem.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="mensagens-title"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography id="mensagens-title" variant="h6" component="h2">
        {souCliente ? 'Dúvidas sobre a cotação' : 'Mensagens do cliente'}
      </Typography>
      {failed && <Alert severity="error">Não foi possível carregar as mensagens.</Alert>}
      {data && data.length === 0 && (
        <Typography color="text.secondary">
          {souCliente
            ? 'Escreva aqui sua pergunta: o vendedor recebe por e-mail e responde aqui.'
            : 'Nenhuma mensagem.'}
        </Typography>
      )}
      {data && data.length > 0 && (
        <Box component="ol" aria-label="Mensagens" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.map((m) => (
            <Box
              component="li"
              key={m.id}
              sx={{ borderLeft: 3, borderColor: m.doCliente ? 'primary.main' : 'success.main', pl: 1.5 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {autor(m, eu)} · {formatDateTime(m.em)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.texto ?? '(mensagem removida)'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {bloqueio ? (
        <Typography color="text.secondary">{bloqueio}</Typography>
      ) : (
        <Box component="form" onSubmit={enviar} noValidate sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label={souCliente ? 'Sua pergunta' : 'Resposta ao cliente'}
            multiline
            minRows={2}
            value={texto}
            onChange={(event) => setTexto(event.target.value)}
            error={!!erro}
            helperText={erro ?? `${[...texto].length}/${COTACAO_MENSAGEM_MAX}`}
            slotProps={{ htmlInput: { maxLength: COTACAO_MENSAGEM_MAX * 2 } }}
          />
          {aviso && (
            <Alert severity="success" role="status">
              {aviso}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              Enviar mensagem
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
