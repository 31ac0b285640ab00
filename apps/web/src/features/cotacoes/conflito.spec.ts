import type { ProdutoSugestao } from '@portal/shared/dto';
import { mudancasNoServidor, reaplicar, semMudancas } from './conflito';
import { EMPTY_COTACAO, linhaDoProduto, type CotacaoForm, type LinhaForm } from './cotacao-form';

const produto = (id: number, sku: string, preco: number): ProdutoSugestao => ({
  id,
  sku,
  nome: `Produto ${sku}`,
  tipo: 'p',
  preco,
  unidade: 'UN',
  ipiPercentual: 0,
});
const linha = (id: number, sku: string, changes: Partial<LinhaForm> = {}) => ({
  ...linhaDoProduto(produto(id, sku, 10)),
  ...changes,
});

const base: CotacaoForm = {
  ...EMPTY_COTACAO,
  cliente: { id: 1, nome: 'Ferragens', documento: 'x' },
  observacoes: 'Entregar de manhã',
  frete: '50,00',
  itens: [linha(1, 'A-1'), linha(2, 'B-2', { quantidade: '2' })],
};

describe('a conflict keeps the typing', () => {
  // Tab A saved: the notes, freight, B-2's quantity, one line added (C-3), one removed (A-1).
  const servidor: CotacaoForm = {
    ...base,
    observacoes: 'Entregar à tarde',
    frete: '80,00',
    itens: [{ ...base.itens[1], key: 's2', quantidade: '3' }, linha(3, 'C-3')],
  };

  it('says what changed on the server, field by field, lines added and removed', () => {
    expect(mudancasNoServidor(base, servidor)).toEqual({
      campos: [
        { campo: 'Observações', antes: 'Entregar de manhã', agora: 'Entregar à tarde' },
        { campo: 'Frete', antes: '50,00', agora: '80,00' },
      ],
      alteradas: [{ campo: 'Quantidade (B-2)', antes: '2', agora: '3' }],
      incluidas: ['C-3 — Produto C-3'],
      removidas: ['A-1 — Produto A-1'],
    });
    expect(semMudancas(mudancasNoServidor(base, { ...base, frete: '50' }))).toBe(true);
  });

  it("reapplies the person's edits over the server's version; untouched fields take the server's", () => {
    // Tab B typed: B-2's price and the notes, a new line D-4; '1.500' spelled another way is no edit.
    const meu: CotacaoForm = {
      ...base,
      observacoes: 'Ligar antes',
      frete: '50',
      itens: [base.itens[0], { ...base.itens[1], precoUnitario: '12,5' }, linha(4, 'D-4')],
    };
    const merged = reaplicar(base, meu, servidor);
    expect(merged.observacoes).toBe('Ligar antes');
    expect(merged.frete).toBe('80,00');
    expect(merged.itens.map((l) => [l.sku, l.quantidade, l.precoUnitario])).toEqual([
      ['B-2', '3', '12,5'],
      ['C-3', '1', '10,00'],
      ['D-4', '1', '10,00'],
    ]);
  });

  it('a line the person removed stays removed; a product listed twice is told apart by its position', () => {
    const dupla = { ...base, itens: [linha(1, 'A-1'), linha(1, 'A-1', { quantidade: '5' })] };
    const meu = { ...dupla, itens: [dupla.itens[0]] };
    const servidor2 = { ...dupla, itens: dupla.itens.map((l) => ({ ...l, unidade: 'CX' })) };
    const merged = reaplicar(dupla, meu, servidor2);
    expect(merged.itens.map((l) => [l.quantidade, l.unidade])).toEqual([['1', 'CX']]);
  });
});
