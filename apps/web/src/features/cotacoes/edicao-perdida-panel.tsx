import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { acoesPermitidas } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { memo, useState } from 'react';
import { STATUS_LABELS } from '@/components/cotacao/cotacao-status';
import { formatDateTime } from '@/components/data/format';
import { errorMessage } from '@/components/data/error-message';
import type { ApiError } from '@/lib/api-client';
import { cotacaoAcao } from './api/cotacao-acao';
import { saveCotacao } from './api/save-cotacao';
import { toCotacaoInput } from './cotacao-form';
import { EVENTOS } from './cotacao-historico';
import { resumoDaEdicao } from './resumo-edicao';
import type { CotacaoEditor } from './use-cotacao-editor';

/** What happened to the draft, from its last history entry ('Enviada por Carla Vendas em 26/11/2026 10:00'). */
function oQueAconteceu(servidor: Cotacao | null): string {
  if (!servidor) return 'Esta cotação foi excluída por outra pessoa enquanto você editava';
  const ultimo = servidor.historico.at(-1);
  const quem = ultimo?.usuarioNome ? ` por ${ultimo.usuarioNome}` : '';
  const quando = ultimo ? ` em ${formatDateTime(ultimo.em)}` : '';
  const acao = ultimo ? EVENTOS[ultimo.tipo].toLowerCase() : STATUS_LABELS[servidor.status].toLowerCase();
  return `Esta cotação foi ${acao}${quem}${quando} enquanto você editava (agora: ${STATUS_LABELS[servidor.status]})`;
}

/**
 * The draft was sent or deleted by another person while this page edited it: the save was refused, the
 * typing stays in the form below. Offers a revision carrying the typing (sent), a new draft with it
 * (deleted), a summary to copy, or the server's version.
 */
export const EdicaoPerdidaPanel = memo(function EdicaoPerdidaPanel({ editor }: { editor: CotacaoEditor }) {
  const { perdida, cotacao, busy, run, moveTo, setAviso, formAtual, validar } = editor;
  const [resumo, setResumo] = useState<string | null>(null);
  if (!perdida || !cotacao) return null;
  const { servidor } = perdida;
  // A refusal keeps the typing: only a message, never the reload `run` does by default.
  const recusado = async (error: ApiError) => setAviso({ severity: 'error', text: errorMessage(error, error.message) });

  const revisar = async () => {
    const typed = formAtual();
    if (!validar(typed)) return;
    const { value: nova } = await run(
      () => cotacaoAcao(cotacao.id, 'revisar'),
      '',
      'Não foi possível revisar a cotação.',
      recusado,
    );
    if (!nova) return;
    const { ok } = await run(
      () => saveCotacao(nova.id, toCotacaoInput(typed, nova.versao)),
      '',
      'Não foi possível salvar a revisão.',
      recusado,
    );
    if (ok) moveTo(`/comercial/cotacoes/${nova.id}`, `Revisão ${nova.revisao} criada com as suas alterações.`);
  };

  const novoRascunho = async () => {
    const typed = formAtual();
    if (!validar(typed)) return;
    const { value: nova } = await run(
      () => saveCotacao(null, toCotacaoInput(typed)),
      '',
      'Não foi possível salvar a cotação.',
      recusado,
    );
    if (nova)
      moveTo(`/comercial/cotacoes/${nova.id}`, `Suas alterações foram salvas como um novo rascunho: ${nova.numero}.`);
  };

  const copiar = async () => {
    const texto = resumoDaEdicao(formAtual());
    setResumo(texto);
    try {
      await navigator.clipboard.writeText(texto);
    } catch {
      // No clipboard here (or refused): the summary shown below can be copied by hand.
    }
  };

  return (
    <Alert severity="warning" role="alert" aria-labelledby="perdida-title">
      <AlertTitle id="perdida-title">{oQueAconteceu(servidor)}</AlertTitle>
      <Typography variant="body2">
        Suas alterações não foram salvas nesta cotação e continuam no formulário abaixo.
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {servidor && acoesPermitidas(servidor, 'equipe').includes('revisar') && (
          <Button variant="contained" disabled={busy} onClick={() => void revisar()}>
            Revisar com minhas alterações
          </Button>
        )}
        {!servidor && (
          <Button variant="contained" disabled={busy} onClick={() => void novoRascunho()}>
            Salvar como novo rascunho
          </Button>
        )}
        <Button color="inherit" disabled={busy} onClick={() => void copiar()}>
          Copiar resumo das alterações
        </Button>
        {servidor && (
          <Button color="inherit" disabled={busy} onClick={() => editor.apply(servidor)}>
            Descartar e ver a versão atual
          </Button>
        )}
      </Stack>
      {resumo !== null && (
        <TextField
          fullWidth
          multiline
          size="small"
          label="Resumo das suas alterações"
          value={resumo}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ mt: 1 }}
        />
      )}
    </Alert>
  );
});
