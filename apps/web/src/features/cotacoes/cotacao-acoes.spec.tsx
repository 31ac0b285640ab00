import type { CotacaoStatus } from '@portal/shared/constants';
import { render, screen } from '@testing-library/react';
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
