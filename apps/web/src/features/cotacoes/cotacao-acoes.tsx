import Typography from '@mui/material/Typography';
import { acoesPermitidas, type AcaoDe } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { memo, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/form/confirm-delete-dialog';
import { downloadCsv as downloadFile } from '@/components/search/download-csv';
import { errorMessage } from '@/components/data/error-message';
import type { ApiError } from '@/lib/api-client';
import { cotacaoAcao } from './api/cotacao-acao';
import { BarraDeAcoes, type Acao } from './barra-de-acoes';
import { deleteCotacao } from './api/delete-cotacao';
import { getDestinatarios, type DestinatarioLinha } from './api/get-destinatarios';
import { ConfirmDialog } from './confirm-dialog';
import type { ClienteEscolhido } from './cotacao-form';
import { DuplicarDialog } from './duplicar-dialog';
import type { CotacaoEditor } from './use-cotacao-editor';

type Pergunta = 'enviar' | 'cancelar' | 'duplicar' | 'excluir' | null;

/** The buttons a quotation's status allows, each with its confirmation. */
export const CotacaoAcoes = memo(function CotacaoAcoes({ editor }: { editor: CotacaoEditor }) {
  const { cotacao, busy, editable, dirty, run, save, setAviso, moveTo, reload } = editor;
  const [pergunta, setPergunta] = useState<Pergunta>(null);
  const [destinatarios, setDestinatarios] = useState<DestinatarioLinha[] | null>(null);
  const id = cotacao?.id ?? null;
  // What the status allows (TRANSICOES); the server's 409 says what else is missing.
  const acoes: AcaoDe<'equipe'>[] = cotacao ? acoesPermitidas(cotacao, 'equipe') : [];

  const askEnviar = async () => {
    if (id === null) return;
    setDestinatarios(null);
    setPergunta('enviar');
    try {
      setDestinatarios(await getDestinatarios(cotacao!.clienteId));
    } catch {
      setDestinatarios([]);
    }
  };

  const enviar = async () => {
    setPergunta(null);
    // Unsaved edits go out with it: save first, then send what was saved.
    if (dirty && !(await save())) return;
    await run(() => cotacaoAcao(id!, 'enviar'), 'Cotação enviada ao cliente.', 'Não foi possível enviar a cotação.');
  };

  const pdf = async () => {
    try {
      await downloadFile(`/api/Cotacoes/${id}/pdf`, {}, `${cotacao!.numero}.pdf`);
    } catch (error) {
      setAviso({ severity: 'error', text: errorMessage(error, 'Não foi possível baixar o PDF.') });
    }
  };

  // Another revision came first: the answer names it (revisaoMaisNovaId), the message links to it.
  const revisaoRecusada = async (error: ApiError) => {
    const maisNova = (error.body as { revisaoMaisNovaId?: unknown } | undefined)?.revisaoMaisNovaId;
    const link =
      typeof maisNova === 'number'
        ? { to: `/comercial/cotacoes/${maisNova}`, text: 'Abrir a revisão mais recente' }
        : undefined;
    setAviso({ severity: 'error', text: errorMessage(error, 'Não foi possível revisar a cotação.'), link });
    reload();
  };

  const revisar = async () => {
    const { value: novo } = await run(
      () => cotacaoAcao(id!, 'revisar'),
      '',
      'Não foi possível revisar a cotação.',
      revisaoRecusada,
    );
    if (novo) moveTo(`/comercial/cotacoes/${novo.id}`, `Revisão ${novo.revisao} criada como rascunho.`);
  };

  const duplicar = async (cliente: ClienteEscolhido | null) => {
    setPergunta(null);
    if (!cliente) return;
    const { value: novo } = await run(
      () => cotacaoAcao(id!, 'duplicar', { clienteId: cliente.id }),
      '',
      'Não foi possível duplicar a cotação.',
    );
    if (novo) moveTo(`/comercial/cotacoes/${novo.id}`, `Cópia criada: ${novo.numero}.`);
  };

  const cancelar = async () => {
    setPergunta(null);
    await run(() => cotacaoAcao(id!, 'cancelar'), 'Cotação cancelada.', 'Não foi possível cancelar a cotação.');
  };

  const excluir = async () => {
    setPergunta(null);
    const { ok } = await run(() => deleteCotacao(id!), '', 'Não foi possível excluir a cotação.');
    if (ok) moveTo('/comercial/cotacoes-busca', 'Cotação excluída com sucesso!');
  };

  // In the order the bar shows them; the first two are the primary ones (barra-de-acoes.tsx).
  const botoes: (Acao | false)[] = [
    editable && { nome: 'Salvar rascunho', principal: true, onClick: () => void save(), disabled: busy },
    acoes.includes('enviar') && {
      nome: 'Enviar',
      principal: true,
      cor: 'success',
      onClick: () => void askEnviar(),
      disabled: busy,
    },
    id !== null && { nome: 'Baixar PDF', onClick: () => void pdf() },
    acoes.includes('revisar') && { nome: 'Revisar', onClick: () => void revisar(), disabled: busy },
    acoes.includes('duplicar') && { nome: 'Duplicar', onClick: () => setPergunta('duplicar'), disabled: busy },
    acoes.includes('cancelar') && {
      nome: 'Cancelar cotação',
      cor: 'error',
      onClick: () => setPergunta('cancelar'),
      disabled: busy,
    },
    acoes.includes('excluir') && {
      nome: 'Excluir',
      cor: 'error',
      onClick: () => setPergunta('excluir'),
      disabled: busy,
    },
  ];

  // The draft was sent or deleted meanwhile: its panel offers what can be done with the typing.
  if (editor.perdida) return null;
  return (
    <BarraDeAcoes acoes={botoes.filter((acao) => acao !== false)}>
      <ConfirmDialog
        open={pergunta === 'enviar'}
        title="Enviar a cotação?"
        confirm="Enviar"
        disabled={destinatarios === null}
        onCancel={() => setPergunta(null)}
        onConfirm={enviar}
      >
        {destinatarios === null ? (
          'Carregando os destinatários...'
        ) : destinatarios.length === 0 ? (
          'O cliente não tem destinatários cadastrados: o servidor recusará o envio.'
        ) : (
          <>
            O PDF será enviado por e-mail para:
            <ul aria-label="Destinatários">
              {destinatarios.map(({ rotulo, aviso }) => (
                <li key={rotulo}>
                  {rotulo}
                  {aviso && (
                    <Typography component="span" variant="body2" color="warning.main" sx={{ display: 'block' }}>
                      {aviso}
                    </Typography>
                  )}
                </li>
              ))}
            </ul>
            {destinatarios.every((d) => d.aviso) && (
              <Typography variant="body2" color="error">
                {COTACAO_MESSAGES.enviarSemQuemResponda}
              </Typography>
            )}
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pergunta === 'cancelar'}
        title="Cancelar esta cotação?"
        confirm="Sim, cancelar"
        onCancel={() => setPergunta(null)}
        onConfirm={cancelar}
      >
        O cliente não poderá mais aceitá-la.
      </ConfirmDialog>
      <ConfirmDeleteDialog
        open={pergunta === 'excluir'}
        title="Tem certeza que deseja excluir esta cotação?"
        detail="O rascunho será removido."
        onCancel={() => setPergunta(null)}
        onConfirm={excluir}
      />
      {pergunta === 'duplicar' && cotacao && (
        <DuplicarDialog
          cliente={{ id: cotacao.clienteId, nome: cotacao.clienteNome, documento: cotacao.clienteDocumento }}
          onClose={duplicar}
        />
      )}
    </BarraDeAcoes>
  );
});
