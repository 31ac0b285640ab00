import type { CotacaoStatus } from '@portal/shared/constants';
import { DESTINATARIO_AVISOS, COTACAO_MESSAGES } from '@portal/shared/messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { CotacaoAcoes } from './cotacao-acoes';
import type { CotacaoEditor } from './use-cotacao-editor';

// The staff buttons of each status, as docs/produto.md describes them (written out here, not read from
// the transition table the component uses, so a wrong line in the table shows).
const BOTOES: Record<CotacaoStatus, string[]> = {
  rascunho: ['Enviar', 'Baixar PDF', 'Duplicar', 'Excluir'],
  enviada: ['Baixar PDF', 'Revisar', 'Duplicar', 'Cancelar cotação'],
  aceita: ['Baixar PDF', 'Duplicar'],
  recusada: ['Baixar PDF', 'Revisar', 'Duplicar'],
  expirada: ['Baixar PDF', 'Revisar', 'Duplicar'],
  cancelada: ['Baixar PDF', 'Duplicar'],
  substituida: ['Baixar PDF', 'Duplicar'],
};

const editor = (status: CotacaoStatus) =>
  ({
    // A validity long past and an inactive customer: the staff still get Enviar, and the server's 409 says why.
    cotacao: { id: 7, numero: 'COT-2026-000007', status, validade: '2020-01-01', clienteAtivo: false, clienteId: 1 },
    busy: false,
    editable: false,
    dirty: false,
  }) as unknown as CotacaoEditor;

describe('the staff buttons of a quotation', () => {
  it.each(Object.entries(BOTOES))('%s: %j', (status, botoes) => {
    render(<CotacaoAcoes editor={editor(status as CotacaoStatus)} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(botoes);
  });
});

// Probe F2: the send dialog names each recipient and warns, from the server's `motivo`, about an
// address that will get the e-mail but cannot answer in the portal.
describe('the send dialog', () => {
  let lista: unknown[] = [];
  stubFetch((): Routes => ({ 'GET /api/Clientes/1/destinatarios': () => ({ body: lista }) }));

  async function abrir() {
    render(<CotacaoAcoes editor={editor('rascunho')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    return within(await screen.findByRole('list', { name: 'Destinatários' }));
  }

  it('warns about the login of another account, and says the send will be refused when no one can answer', async () => {
    lista = [{ nome: 'Cliente Quatro', email: 'ana@cli.test', temAcesso: false, motivo: 'login-de-outra-conta' }];
    const itens = await abrir();
    expect(itens.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Faturamento <ana@cli.test>ana@cli.test ${DESTINATARIO_AVISOS['login-de-outra-conta']}`,
    ]);
    expect(screen.getByText(COTACAO_MESSAGES.enviarSemQuemResponda)).toBeInTheDocument();
  });

  it('no warning for recipients who can answer', async () => {
    lista = [
      { nome: 'Caio', email: 'caio@cinco.test', temAcesso: true, motivo: null },
      { nome: 'Cliente', email: 'conta@cinco.test', temAcesso: false, motivo: 'conta-excluida' },
    ];
    const itens = await abrir();
    expect(itens.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Caio <caio@cinco.test>',
      `Faturamento <conta@cinco.test>conta@cinco.test ${DESTINATARIO_AVISOS['conta-excluida']}`,
    ]);
    expect(screen.queryByText(COTACAO_MESSAGES.enviarSemQuemResponda)).toBeNull();
  });
});
