import type { Cotacao } from '@portal/shared/dto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { CotacaoEditorPage } from './cotacao-editor-page';
import { V1 } from './cotacao-fixture';

const SO_RASCUNHO = 'Só cotações em rascunho podem ser editadas.';
// What vend2 did meanwhile: sent the draft.
const ENVIADA: Cotacao = {
  ...V1,
  status: 'enviada',
  versao: 2,
  enviadaEm: '2026-11-26T10:00:00Z',
  historico: [
    { tipo: 'enviada', em: '2026-11-26T10:00:00Z', usuarioId: 3, usuarioNome: 'Bruno Vendas', detalhe: null },
  ],
};
const REVISAO: Cotacao = { ...V1, id: 9, revisao: 2, versao: 1 };

describe('F3: a draft sent or deleted by another person keeps the typing', () => {
  let answers: Routes;
  const { requests } = stubFetch(() => answers);

  async function typeThenSave() {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/comercial/cotacoes/:id', element: <CotacaoEditorPage /> },
        { path: '/comercial/cotacoes-busca', element: <p>busca</p> },
      ],
      { initialEntries: ['/comercial/cotacoes/5'] },
    );
    render(<RouterProvider router={router} />);
    const quantidade = await screen.findByLabelText('Quantidade, linha 1');
    await user.clear(quantidade);
    await user.type(quantidade, '77');
    const notas = screen.getByLabelText('Observações');
    await user.clear(notas);
    await user.type(notas, 'Ligar antes');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    return { user, router };
  }

  it('sent meanwhile: says who sent it, keeps the 77 and the notes, and revises carrying them', async () => {
    answers = {
      'GET /api/Cotacoes/5': () => ({ body: requests.some((r) => r.method === 'PUT') ? ENVIADA : V1 }),
      'PUT /api/Cotacoes/5': () => ({ status: 409, body: { message: SO_RASCUNHO } }),
      'POST /api/Cotacoes/5/revisar': () => ({ body: REVISAO }),
      'PUT /api/Cotacoes/9': ({ body }) => ({
        body: { ...REVISAO, versao: 2, observacoes: (body as Cotacao).observacoes },
      }),
      'GET /api/Cotacoes/9': () => ({ body: REVISAO }),
    };
    const { user, router } = await typeThenSave();
    const alerta = await screen.findByRole('alert', { name: /enviada por Bruno Vendas/ });
    expect(within(alerta).getByText(/continuam no formulário/)).toBeTruthy();
    expect(screen.getByLabelText('Quantidade, linha 1')).toHaveValue('77');
    expect(screen.getByLabelText('Observações')).toHaveValue('Ligar antes');

    await user.click(within(alerta).getByRole('button', { name: 'Copiar resumo das alterações' }));
    const resumo = within(alerta).getByLabelText('Resumo das suas alterações') as HTMLTextAreaElement;
    expect(resumo.value).toContain('Observações: Ligar antes');
    expect(resumo.value).toContain('1. A-1 — Produto A-1: 77 UN');

    await user.click(within(alerta).getByRole('button', { name: 'Revisar com minhas alterações' }));
    await screen.findByText('Revisão 2 criada com as suas alterações.');
    expect(router.state.location.pathname).toBe('/comercial/cotacoes/9');
    const put = requests.find((r) => r.method === 'PUT' && r.url === '/api/Cotacoes/9');
    expect(put?.body).toMatchObject({
      versao: 1,
      observacoes: 'Ligar antes',
      itens: [{ produtoId: 1, quantidade: 77 }, { produtoId: 2 }],
    });
  });

  it('deleted meanwhile: says so (not "Registro não encontrado.") and saves the typing as a new draft', async () => {
    const NOVA: Cotacao = { ...V1, id: 12, numero: 'COT-2026-000012' };
    answers = {
      'GET /api/Cotacoes/5': () =>
        requests.some((r) => r.method === 'PUT')
          ? { status: 404, body: { message: 'Registro não encontrado.' } }
          : { body: V1 },
      'PUT /api/Cotacoes/5': () => ({ status: 404, body: { message: 'Registro não encontrado.' } }),
      'POST /api/Cotacoes': () => ({ body: NOVA }),
      'GET /api/Cotacoes/12': () => ({ body: NOVA }),
    };
    const { user, router } = await typeThenSave();
    const alerta = await screen.findByRole('alert', { name: /excluída por outra pessoa/ });
    expect(screen.queryByText('Registro não encontrado.')).toBeNull();
    expect(screen.getByLabelText('Observações')).toHaveValue('Ligar antes');
    await user.click(within(alerta).getByRole('button', { name: 'Salvar como novo rascunho' }));
    await screen.findByText('Suas alterações foram salvas como um novo rascunho: COT-2026-000012.');
    expect(router.state.location.pathname).toBe('/comercial/cotacoes/12');
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/Cotacoes');
    expect(post?.body).toMatchObject({
      clienteId: 1,
      observacoes: 'Ligar antes',
      itens: [{ quantidade: 77 }, { quantidade: 2 }],
    });
    expect(post?.body).not.toHaveProperty('versao');
  });
});
