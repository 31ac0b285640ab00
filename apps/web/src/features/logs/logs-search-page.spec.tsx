import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { logDefaults, toLocalInput } from './logs-filters';
import { LogsSearchPage } from './logs-search-page';
import { stubFetch } from '@/test/fetch-stub';

describe('LogsSearchPage', () => {
  const { requests } = stubFetch(() => ({
    'GET /api/logs?*': () => ({
      body: {
        data: [{ timestamp: '2026-11-20T10:05:03', message: 'Cliente criado', data: { userId: 1, action: 'create' } }],
        totalCount: 1,
      },
    }),
  }));

  it('defaults to one week ago .. now + 1 minute', () => {
    const now = new Date(2026, 10, 22, 10, 30);
    expect(logDefaults(now)).toEqual({
      startDate: '2026-11-15T10:30',
      endDate: '2026-11-22T10:31',
      text: '',
      data: '',
      tipo: '',
      clienteId: '',
      usuarioId: '',
    });
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });

  it('sends ISO dates and both texts, shows pt-BR timestamps and a one-line summary, no sorting', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <LogsSearchPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('userId, idObject, email, ip, action')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'cl{Enter}');
    expect(screen.getByText('Digite ao menos 3 caracteres para texto.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'iente');
    await user.type(screen.getByLabelText('JSON Log'), 'create{Enter}');
    await screen.findByText('Cliente criado');
    const params = new URLSearchParams(requests[0].url.split('?')[1]);
    expect(params.get('text')).toBe('cliente');
    expect(params.get('data')).toBe('create');
    expect(params.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(params.has('sortField')).toBe(false);
    expect(screen.getByText('20/11/2026, 10:05:03')).toBeInTheDocument();
    expect(screen.getByText('create · usuário 1')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Timestamp|Message/ })).toHaveLength(0);
    await waitFor(() => expect(screen.getByText('Total: 1')).toBeInTheDocument());
  });
});
