import { COTACAO_STATUS_LABELS, SEARCH_DEFAULTS } from '@portal/shared/constants';
import type { CotacaoResumo } from '@portal/shared/dto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '@/test/fetch-stub';
import { MinhasCotacoesPage } from './minhas-cotacoes-page';

// Issue 28, item 3: the customer's list hard-coded its statuses, sort and page size.
const resumo = (id: number, status: CotacaoResumo['status']) =>
  ({ id, numero: `COT-2026-00000${id}`, revisao: 1, status, validade: '2026-12-30', total: 1234.5 }) as CotacaoResumo;

describe("the customer's quotation list", () => {
  const { requests } = stubFetch(() => ({
    'GET /api/minhas-cotacoes*': (request) => {
      const status = new URL(request.url, 'http://x').searchParams.get('status');
      const data = [resumo(2, 'recusada'), resumo(1, 'enviada')].filter(
        (c) => status === 'todos' || c.status === status,
      );
      return { body: { data, totalCount: data.length } };
    },
  }));

  it('asks with the shared defaults, offers the statuses a customer sees, and filters on Buscar', async () => {
    render(
      <MemoryRouter initialEntries={['/cliente/minhas-cotacoes']}>
        <MinhasCotacoesPage />
      </MemoryRouter>,
    );
    const lista = screen.getByRole('list', { name: 'Cotações' });
    await within(lista).findByText('COT-2026-000002');
    const query = new URL(requests[0].url, 'http://x').searchParams;
    const { status, sort } = SEARCH_DEFAULTS.cotacoes;
    expect(Object.fromEntries(query)).toEqual({
      status,
      page: '1',
      pageSize: '15',
      sortField: sort.field,
      sortDirection: sort.direction,
    });
    expect(within(lista).getAllByRole('listitem')[0]).toHaveTextContent('R$ 1.234,50');

    const select = screen.getByLabelText('Status');
    const opcoes = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opcoes).toEqual(['Todos', 'Enviada', 'Aceita', 'Recusada', 'Expirada', 'Cancelada', 'Substituída']);
    expect(opcoes).not.toContain(COTACAO_STATUS_LABELS.rascunho);

    await userEvent.selectOptions(select, 'recusada');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('1 cotação');
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(new URL(requests.at(-1)!.url, 'http://x').searchParams.get('status')).toBe('recusada');
  });
});
