import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { mudancasNoServidor, naoReaplicadas, semMudancas } from './conflito';
import { toCotacaoForm } from './cotacao-form';
import { useLinhas } from './linhas-store';
import type { CotacaoEditor } from './use-cotacao-editor';

/**
 * Another person saved the draft while this page edited it: the typing stays in the form below; this says
 * what changed on the server and offers to reapply the typing over that version or to discard it.
 */
export const ConflitoPanel = memo(function ConflitoPanel({ editor }: { editor: CotacaoEditor }) {
  const { conflito, cotacao, busy, cabecalho, linhas } = editor;
  const mudancas = useMemo(
    () => (conflito && cotacao ? mudancasNoServidor(toCotacaoForm(cotacao), toCotacaoForm(conflito.servidor)) : null),
    [conflito, cotacao],
  );
  // The typing as it is now (lines included), to say which of its changes reapplying would drop.
  const itens = useLinhas(linhas);
  const perdidas = useMemo(
    () =>
      conflito && cotacao
        ? naoReaplicadas(toCotacaoForm(cotacao), { ...cabecalho, itens }, toCotacaoForm(conflito.servidor))
        : [],
    [conflito, cotacao, cabecalho, itens],
  );
  if (!conflito || !mudancas) return null;
  return (
    <Alert severity="warning" role="alert" aria-labelledby="conflito-title">
      <AlertTitle id="conflito-title">Outra pessoa salvou esta cotação enquanto você editava</AlertTitle>
      <Typography variant="body2">
        Suas alterações continuam no formulário, ainda não salvas. O que mudou no servidor (versão{' '}
        {conflito.servidor.versao}):
      </Typography>
      <ul aria-label="Mudanças no servidor">
        {mudancas.campos.map((m) => (
          <li key={m.campo}>
            {m.campo}: {m.antes} → {m.agora}
          </li>
        ))}
        {mudancas.alteradas.map((m) => (
          <li key={m.campo}>
            {m.campo}: {m.antes} → {m.agora}
          </li>
        ))}
        {mudancas.incluidas.map((nome) => (
          <li key={`+${nome}`}>Item incluído: {nome}</li>
        ))}
        {mudancas.removidas.map((nome) => (
          <li key={`-${nome}`}>Item removido: {nome}</li>
        ))}
        {semMudancas(mudancas) && <li>Nenhum campo mudou (só a versão).</li>}
      </ul>
      {perdidas.length > 0 && (
        <>
          <Typography variant="body2">
            Estas alterações suas não serão reaplicadas, porque o item foi removido no servidor:
          </Typography>
          <ul aria-label="Alterações que não serão reaplicadas">
            {perdidas.map((m) => (
              <li key={m.campo}>
                {m.campo}: {m.antes} → {m.agora}
              </li>
            ))}
          </ul>
        </>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={() => void editor.reapplyConflict()}>
          Reaplicar minhas alterações e salvar
        </Button>
        <Button color="inherit" disabled={busy} onClick={editor.discardConflict}>
          Descartar minhas alterações
        </Button>
      </Stack>
    </Alert>
  );
});
