import Alert from '@mui/material/Alert';
import { PedidoCarregado } from '@/components/pedido/pedido-carregado';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pedidoAcoesPermitidas, type PedidoAcaoEquipe } from '@portal/shared/cotacoes';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '@/components/data/error-message';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { PedidoDetalheView } from '@/components/pedido/pedido-detalhe';
import { usePageTitle } from '@/lib/use-page-title';
import { pedidoAcao, usePedido } from './api/get-pedidos';

const TEXTOS: Record<PedidoAcaoEquipe, { botao: string; pergunta: string }> = {
  faturar: { botao: 'Faturar', pergunta: 'Marcar este pedido como faturado? Depois ele não pode ser cancelado.' },
  cancelar: { botao: 'Cancelar pedido', pergunta: 'Cancelar este pedido? Depois ele não pode ser faturado.' },
};

/** /comercial/pedidos/:id: the order, and Faturar / Cancelar pedido while it is open. */
export function PedidoPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { data: pedido, failed, reload } = usePedido(id);
  const [confirmar, setConfirmar] = useState<PedidoAcaoEquipe | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [aviso, setAviso] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  usePageTitle(pedido ? `Pedido ${pedido.numero ?? pedido.id}` : 'Pedido');

  const agir = async (alvo: number, acao: PedidoAcaoEquipe) => {
    setOcupado(true);
    try {
      const { message } = await pedidoAcao(alvo, acao);
      setAviso({ severity: 'success', text: message });
    } catch (error) {
      // Another salesperson acted first: the 409 says what the order is now.
      setAviso({ severity: 'error', text: errorMessage(error, 'Não foi possível concluir a ação.') });
    } finally {
      setOcupado(false);
      setConfirmar(null);
      reload();
    }
  };

  return (
    <PedidoCarregado
      id={id}
      pedido={pedido}
      failed={failed}
      voltar={{ to: '/comercial/pedidos-busca', label: 'Pedidos' }}
    >
      {(pedido, voltar) => (
        <Box component="article" aria-labelledby="pedido-title" sx={{ p: 2, maxWidth: 1000, mx: 'auto' }}>
          <Stack spacing={2}>
            {voltar}
            {aviso && (
              <Alert severity={aviso.severity} role={aviso.severity === 'error' ? 'alert' : 'status'}>
                {aviso.text}
              </Alert>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {pedidoAcoesPermitidas(pedido.status).map((acao) => (
                <Button key={acao} variant="outlined" onClick={() => setConfirmar(acao)}>
                  {TEXTOS[acao].botao}
                </Button>
              ))}
              {pedido.cotacaoId && (
                <Button component={RouterLink} to={`/comercial/cotacoes/${pedido.cotacaoId}`}>
                  Ver cotação
                </Button>
              )}
            </Stack>
            <PedidoDetalheView pedido={pedido} />
          </Stack>
          <ConfirmDialog
            open={confirmar !== null}
            title={confirmar ? TEXTOS[confirmar].botao : ''}
            confirm={confirmar ? TEXTOS[confirmar].botao : ''}
            disabled={ocupado}
            onCancel={() => setConfirmar(null)}
            onConfirm={() => confirmar && void agir(pedido.id, confirmar)}
          >
            {confirmar ? TEXTOS[confirmar].pergunta : ''}
          </ConfirmDialog>
        </Box>
      )}
    </PedidoCarregado>
  );
}
