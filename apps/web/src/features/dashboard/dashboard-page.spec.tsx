import { render, screen, within } from '@testing-library/react';
import { jsonResponse } from '@/test/jwt';
import type { Dashboard } from './api/get-dashboard';
import { DashboardPage } from './dashboard-page';
import { stubFetch } from '@/test/fetch-stub';

const months = Array.from({ length: 12 }, (_, i) => ({ mes: `2026-${String(i + 1).padStart(2, '0')}`, total: i * 10 }));
const DATA: Dashboard = {
  clientesAtivos: { pf: 1200, pj: 34 },
  produtosAtivos: { produtos: 5, servicos: 2 },
  usuariosInternosAtivos: { admin: 1, comercial: 3 },
  novosClientesPorMes: months,
  cotacoes: { valorEmAberto: 12345.6, enviadasNoMes: 8, taxaAceite90Dias: 0.375, vencendoEm7Dias: 3 },
  ultimosLogs: [{ timestamp: '2026-11-22T10:00:00Z', message: 'Cliente criado', data: { email: 'a@b.com' } }],
};

describe('DashboardPage', () => {
  const { fetchMock, requests } = stubFetch();

  it('shows the totals, the monthly series and the recent activity', async () => {
    fetchMock.mockResolvedValue(jsonResponse(DATA));
    render(<DashboardPage />);
    const clientes = await screen.findByRole('region', { name: 'Clientes ativos' });
    expect(within(clientes).getByTestId('total')).toHaveTextContent('1.234');
    expect(within(clientes).getByTestId('PF')).toHaveTextContent('1.200');
    expect(
      within(screen.getByRole('region', { name: 'Usuários internos ativos' })).getByTestId('total'),
    ).toHaveTextContent('4');
    const rows = within(screen.getByTestId('novos-clientes')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      months.map(
        (m, i) =>
          `${['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][i]}/26${m.total}`,
      ),
    );
    expect(screen.getByRole('region', { name: 'Últimas atividades' })).toHaveTextContent('Cliente criado');
    const pipeline = screen.getByRole('region', { name: 'Cotações' });
    expect(within(pipeline).getByTestId('Valor em aberto').textContent?.replace(/\s/g, ' ')).toBe('R$ 12.345,60');
    expect(within(pipeline).getByTestId('Taxa de aceite (90 dias)').textContent?.replace(/\s/g, ' ')).toBe('37,5%');
    expect(within(pipeline).getByTestId('Vencendo em 7 dias')).toHaveTextContent('3');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/dashboard']);
  });

  it('leaves the activity out when the server sends none (COMERCIAL)', async () => {
    const { ultimosLogs: _logs, ...comercial } = DATA;
    fetchMock.mockResolvedValue(jsonResponse(comercial));
    render(<DashboardPage />);
    await screen.findByRole('region', { name: 'Clientes ativos' });
    expect(screen.queryByRole('region', { name: 'Últimas atividades' })).toBeNull();
  });
});
