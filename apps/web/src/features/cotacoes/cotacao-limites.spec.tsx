import { COTACAO_LIMITS } from '@portal/shared/cotacoes';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { CotacaoEditorPage } from './cotacao-editor-page';
import { EMPTY_COTACAO, type TextoCampo, validateCotacao } from './cotacao-form';
import { V1 } from './cotacao-fixture';
import { excessoDeTexto } from './texto-limitado';

const ROTULOS: Record<TextoCampo, string> = {
  condicoesPagamento: 'Condições de pagamento',
  prazoEntrega: 'Prazo de entrega',
  observacoes: 'Observações',
  transportadora: 'Transportadora',
};

describe('F14: a length-limited field of the editor never cuts what was pasted', () => {
  let answers: Routes;
  const { requests } = stubFetch(() => answers);

  it('keeps all 2100 characters of the notes, says the limit at once, and the save is refused with it', async () => {
    answers = { 'GET /api/Cotacoes/5': () => ({ body: V1 }) };
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/comercial/cotacoes/:id', element: <CotacaoEditorPage /> }], {
      initialEntries: ['/comercial/cotacoes/5'],
    });
    render(<RouterProvider router={router} />);
    const notas = await screen.findByLabelText('Observações');
    expect(screen.getByText(`17/${COTACAO_LIMITS.observacoes}`)).toBeTruthy();
    const colado = 'a'.repeat(2100);
    // A paste lands as one change of the whole value (what the browser's maxLength used to cut).
    fireEvent.change(notas, { target: { value: colado } });
    expect(notas).toHaveValue(colado);
    expect(screen.getByText('Observações deve ter no máximo 2000 caracteres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Transportadora'), { target: { value: 't'.repeat(150) } });
    expect(screen.getByLabelText('Transportadora')).toHaveValue('t'.repeat(150));
    expect(screen.getByText('Transportadora deve ter no máximo 100 caracteres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Unidade, linha 1'), { target: { value: 'CAIXAS10' } });
    expect(screen.getByLabelText('Unidade, linha 1')).toHaveValue('CAIXAS10');

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Corrija os itens destacados.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(notas).toHaveValue(colado);
  });

  it('the message shown while typing is the one the save gives, for any text of any limited field', () => {
    const campo = fc.constantFrom<TextoCampo>('condicoesPagamento', 'prazoEntrega', 'observacoes', 'transportadora');
    const texto = (max: number) =>
      fc.oneof(
        fc.string({ minLength: max - 3, maxLength: max + 3 }),
        fc.tuple(fc.string({ maxLength: 4 }), fc.nat(max + 5)).map(([s, n]) => s + 'x'.repeat(n)),
        fc.constantFrom(' '.repeat(max + 2), ` ${'y'.repeat(max)} `),
        // Pasted from macOS or a PDF: 'e' + U+0301 counts one character, as the API (NFC) counts it.
        fc.integer({ min: max - 3, max: max + 3 }).map((n) => 'é'.normalize('NFD').repeat(n)),
      );
    fc.assert(
      fc.property(
        campo.chain((c) => texto(COTACAO_LIMITS[c]).map((v) => [c, v] as const)),
        ([c, valor]) => {
          const aoDigitar = excessoDeTexto(ROTULOS[c], valor, COTACAO_LIMITS[c]);
          const aoSalvar = validateCotacao({ ...EMPTY_COTACAO, [c]: valor })[c];
          // Past the limit both say the same; within it, the save may only complain of something else.
          if (aoDigitar) expect(aoSalvar).toBe(aoDigitar);
          else expect(aoSalvar ?? '').not.toMatch(/no máximo/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
