import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { Cotacao } from '@portal/shared/dto';
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
