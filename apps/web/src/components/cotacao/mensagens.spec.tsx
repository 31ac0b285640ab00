import type { CotacaoMensagem } from '@portal/shared/dto';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToken } from '@/lib/token';
import { stubFetch } from '@/test/fetch-stub';
import { tokenFor } from '@/test/jwt';
import { Mensagens } from './mensagens';

// Issue 26, finding 5: the thread of a quotation, on the customer's page and in the staff editor.
const URL = '/api/minhas-cotacoes/7/mensagens';
let thread: CotacaoMensagem[] = [];
// The signed-in customer (the token's sub).
const CARLA = 12;

describe('the questions on a quotation', () => {
  const { requests } = stubFetch(() => ({
    [`GET ${URL}`]: () => ({ body: thread }),
    [`POST ${URL}`]: (request) => {
      const { texto } = request.body as { texto: string };
      if (texto === 'falha') return { status: 429, body: { message: 'Muitas tentativas.' } };
      const nova = {
        id: thread.length + 1,
        doCliente: true,
        autorId: CARLA,
        autorNome: 'Carla',
        texto: texto.trim(),
        em: '2026-11-24T15:00:00Z',
      };
      thread = [...thread, nova];
      return { status: 201, body: nova };
    },
  }));
  beforeEach(() => {
    thread = [
      {
        id: 1,
        doCliente: false,
        autorId: 3,
        autorNome: 'Vera Vendas',
        texto: 'Posso ajudar?',
        em: '2026-11-24T14:00:00Z',
      },
    ];
    storeToken(tokenFor('CLIENTE', 3600, { sub: CARLA }));
  });
  afterEach(() => localStorage.clear());

  it('lists the thread, sends a question and shows it, clearing the box', async () => {
    render(<Mensagens url={URL} souCliente />);
    const lista = await screen.findByRole('list', { name: 'Mensagens' });
    expect(lista).toHaveTextContent('Vera Vendas');
    expect(lista).toHaveTextContent('Posso ajudar?');
    await userEvent.type(screen.getByLabelText('Sua pergunta'), 'Entregam em 5 dias?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.mensagemEnviada);
    expect(
      await within(screen.getByRole('list', { name: 'Mensagens' })).findByText('Entregam em 5 dias?'),
    ).toBeVisible();
    expect(screen.getByText(/^Você · /)).toBeVisible();
    expect(screen.getByLabelText('Sua pergunta')).toHaveValue('');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ texto: 'Entregam em 5 dias?' }]);
  });

  it('"Você" only on the signed-in login\'s own messages: a colleague of the same side is shown by name', async () => {
    const mensagem = (id: number, doCliente: boolean, autorId: number | null, autorNome: string | null) => ({
      id,
      doCliente,
      autorId,
      autorNome,
      texto: `m${id}`,
      em: '2026-11-24T14:00:00Z',
    });
    thread = [
      mensagem(1, true, 11, 'João Padeiro'),
      mensagem(2, true, CARLA, 'Carla'),
      mensagem(3, false, 3, 'Vera Vendas'),
      mensagem(4, true, null, null),
      mensagem(5, false, null, null),
    ];
    render(<Mensagens url={URL} souCliente />);
    const itens = within(await screen.findByRole('list', { name: 'Mensagens' })).getAllByRole('listitem');
    expect(itens.map((li) => li.textContent?.split(' · ')[0])).toEqual([
      'João Padeiro',
      'Você',
      'Vera Vendas',
      'Cliente',
      'Vendedor',
    ]);
  });

  it('says what is wrong without calling the server, and keeps the typing when the server refuses', async () => {
    render(<Mensagens url={URL} souCliente />);
    await screen.findByRole('list', { name: 'Mensagens' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(screen.getByText(M.mensagemRequired)).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText('Sua pergunta'), 'falha');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Muitas tentativas.')).toBeVisible();
    expect(screen.getByLabelText('Sua pergunta')).toHaveValue('falha');
  });

  it('a draft offers no box, only why', async () => {
    render(<Mensagens url={URL} souCliente={false} bloqueio="Envie a cotação primeiro." />);
    await screen.findByRole('list', { name: 'Mensagens' });
    expect(screen.queryByRole('button', { name: 'Enviar mensagem' })).toBeNull();
    expect(screen.getByText('Envie a cotação primeiro.')).toBeVisible();
  });
});
