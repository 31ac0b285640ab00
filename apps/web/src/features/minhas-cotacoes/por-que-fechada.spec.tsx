import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { Cotacao, PedidoResumo } from '@portal/shared/dto';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PorQueFechada } from './por-que-fechada';
import { respondivel } from './prazo';

// Issue 25, finding 11: an inactive customer reads the quotation but cannot answer it; the page says
// why instead of offering Aceitar and Recusar.
const NOW = new Date('2026-11-24T13:00:00Z');
const cotacao = (extra: Partial<Cotacao>) =>
  ({ id: 1, revisao: 1, status: 'enviada', validade: '2099-12-31', revisoes: [], ...extra }) as Cotacao;

describe('answering a quotation', () => {
  it('an open quotation of an active customer can be answered, with no notice', () => {
    const aberta = cotacao({ clienteAtivo: true });
    expect(respondivel(aberta, NOW)).toBe(true);
    const { container } = render(<PorQueFechada cotacao={aberta} />, { wrapper: MemoryRouter });
    expect(container).toBeEmptyDOMElement();
  });

  it('an inactive customer cannot answer, and the page says why', () => {
    const inativa = cotacao({ clienteAtivo: false });
    expect(respondivel(inativa, NOW)).toBe(false);
    render(<PorQueFechada cotacao={inativa} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent(M.clienteInativoSemResposta);
  });

  it('a closed quotation gives its own reason, inactive or not', () => {
    const cancelada = cotacao({ status: 'cancelada', clienteAtivo: false });
    expect(respondivel(cancelada, NOW)).toBe(false);
    render(<PorQueFechada cotacao={cancelada} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent('foi cancelada pelo vendedor');
  });
});

// Probe F3: each contact reads "Você" only for their own answer; probe F6: the order's state shows.
describe('who answered, and the order after the accept', () => {
  const CARLA = 4;
  const BRUNO = 7;
  const aceitaPorBruno = cotacao({
    status: 'aceita',
    pedidoId: 12,
    respondidaEm: '2026-11-24T15:00:00Z',
    respondidaPor: { usuarioId: BRUNO, nome: 'Bruno Compras' },
  });

  it('another contact reads the name of who accepted; the one who accepted reads "Você"', () => {
    const { unmount } = render(<PorQueFechada cotacao={aceitaPorBruno} eu={CARLA} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Bruno Compras aceitou esta cotação em 24\/11\/2026.*; pedido nº 12\.$/,
    );
    unmount();
    render(<PorQueFechada cotacao={aceitaPorBruno} eu={BRUNO} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Você aceitou esta cotação em/);
  });

  it('a refusal names who refused, and a deleted login is "Um contato do cliente"', () => {
    const recusada = cotacao({
      status: 'recusada',
      motivoRecusa: 'Preço alto',
      respondidaPor: { usuarioId: null, nome: null },
    });
    render(<PorQueFechada cotacao={recusada} eu={CARLA} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent('Um contato do cliente recusou esta cotação: Preço alto');
  });

  it('a cancelled order says there is nothing to pay', () => {
    const pedido = { id: 12, status: 'cancelado' } as PedidoResumo;
    render(<PorQueFechada cotacao={aceitaPorBruno} eu={CARLA} pedido={pedido} />, { wrapper: MemoryRouter });
    const alerts = screen.getAllByRole('alert');
    expect(alerts[1]).toHaveTextContent('O pedido nº 12 foi cancelado: não há pagamento a fazer.');
    expect(screen.getByRole('link', { name: 'Ver o pedido' })).toHaveAttribute('href', '/cliente/meus-pedidos/12');
  });
});
