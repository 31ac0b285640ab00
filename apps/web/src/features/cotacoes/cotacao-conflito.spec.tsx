import type { Cotacao } from '@portal/shared/dto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { CotacaoEditorPage } from './cotacao-editor-page';
import { item, V1 } from './cotacao-fixture';

// What tab A saved meanwhile: the freight and a new line C-3.
const V2: Cotacao = { ...V1, versao: 2, frete: 80, itens: [...V1.itens, item(3, 'C-3', 1, 7)] };

const STALE =
  'Esta cotação foi alterada por outra pessoa depois que você a abriu. Recarregue a página para ver a versão atual.';

describe('the editor keeps the typing on a 409', () => {
  let atual: Cotacao;
  let answers: Routes;
  const { requests } = stubFetch(() => answers);

  beforeEach(() => {
    atual = V1;
    answers = {
      'GET /api/Cotacoes/5': () => ({ body: atual }),
      'PUT /api/Cotacoes/5': ({ body }) => {
        const input = body as { versao: number; observacoes: string };
        if (input.versao !== atual.versao) return { status: 409, body: { message: STALE } };
        atual = { ...atual, versao: atual.versao + 1, observacoes: input.observacoes };
        return { body: atual };
      },
    };
  });

  async function typeOverStaleVersion() {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/comercial/cotacoes/:id', element: <CotacaoEditorPage /> }], {
      initialEntries: ['/comercial/cotacoes/5'],
    });
    render(<RouterProvider router={router} />);
    const preco = await screen.findByLabelText('Preço unitário, linha 2');
    atual = V2; // tab A saves now
    await user.clear(preco);
    await user.type(preco, '12,5');
    const notas = screen.getByLabelText('Observações');
    await user.clear(notas);
    await user.type(notas, 'Ligar antes');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    return user;
  }

  it("keeps the typing, says what changed on the server, and reapplies it over the server's version", async () => {
    const user = await typeOverStaleVersion();
    const alerta = await screen.findByRole('alert', { name: /Outra pessoa salvou esta cotação/ });
    const mudancas = within(alerta).getByRole('list', { name: 'Mudanças no servidor' });
    expect(
      within(mudancas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Frete: (vazio) → 80,00', 'Item incluído: C-3 — Produto C-3']);
    expect(screen.getByLabelText('Observações')).toHaveValue('Ligar antes');
    expect(screen.getByLabelText('Preço unitário, linha 2')).toHaveValue('12,50');

    await user.click(within(alerta).getByRole('button', { name: 'Reaplicar minhas alterações e salvar' }));
    await screen.findByText('Rascunho salvo.');
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => (r.body as { versao: number }).versao)).toEqual([1, 2]);
    expect(puts[1].body).toMatchObject({
      frete: 80,
      observacoes: 'Ligar antes',
      itens: [
        { produtoId: 1, precoUnitario: 10 },
        { produtoId: 2, precoUnitario: 12.5 },
        { produtoId: 3, precoUnitario: 7 },
      ],
    });
    expect(screen.queryByRole('alert', { name: /Outra pessoa salvou/ })).toBeNull();
  });

  it("discards the typing on request and shows the server's version", async () => {
    const user = await typeOverStaleVersion();
    const alerta = await screen.findByRole('alert', { name: /Outra pessoa salvou esta cotação/ });
    await user.click(within(alerta).getByRole('button', { name: 'Descartar minhas alterações' }));
    await waitFor(() => expect(screen.getByLabelText('Observações')).toHaveValue('Entregar de manhã'));
    expect(screen.getAllByTestId('linha')).toHaveLength(3);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
