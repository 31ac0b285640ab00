import type { ProdutoSugestao } from '@portal/shared/dto';
import fc from 'fast-check';
import { mudancasNoServidor, naoReaplicadas, reaplicar, semMudancas } from './conflito';
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

describe("F15: reapplying says which of the person's changes it drops", () => {
  it('A removed line 2 and saved; B had changed its quantity: the panel names that change', () => {
    const servidor = { ...base, itens: [base.itens[0]] };
    const meu = { ...base, itens: [base.itens[0], { ...base.itens[1], quantidade: '5' }] };
    expect(naoReaplicadas(base, meu, servidor)).toEqual([{ campo: 'Quantidade (B-2)', antes: '2', agora: '5' }]);
    expect(reaplicar(base, meu, servidor).itens.map((l) => l.sku)).toEqual(['A-1']);
    // Nothing to say when the server kept the line, or the person did not touch it.
    expect(naoReaplicadas(base, meu, base)).toEqual([]);
    expect(naoReaplicadas(base, base, servidor)).toEqual([]);
  });

  it('terms the person changed (installments, payment, freight type, carrier, discount) are reapplied, not dropped', () => {
    const meu: CotacaoForm = {
      ...base,
      transportadora: 'Rápido Sul',
      meioPagamento: 'pix',
      freteModalidade: 'FOB',
      descontoTotalPercentual: '5',
      parcelas: [{ key: 'k1', dias: '30', percentual: '100' }],
    };
    const merged = reaplicar(base, meu, { ...base, frete: '80,00' });
    expect(merged).toMatchObject({
      transportadora: 'Rápido Sul',
      meioPagamento: 'pix',
      freteModalidade: 'FOB',
      descontoTotalPercentual: '5',
      frete: '80,00',
    });
    expect(merged.parcelas.map((p) => [p.dias, p.percentual])).toEqual([['30', '100']]);
    expect(mudancasNoServidor(base, meu).campos.map((c) => c.campo)).toEqual([
      'Parcelas',
      'Meio de pagamento',
      'Modalidade de frete',
      'Transportadora',
      'Desconto no total (%)',
    ]);
  });

  it('every change the person made is either in the merged form or listed as not reapplied (fast-check)', () => {
    const CAMPOS = [
      'quantidade',
      'unidade',
      'precoUnitario',
      'descontoPercentual',
      'ipiPercentual',
      'icmsStValor',
    ] as const;
    // None spells a line's starting value another way ('0' for a blank discount), so each is a real edit.
    const VALORES = {
      quantidade: ['2', '7'],
      unidade: ['CX', 'KG'],
      precoUnitario: ['12,50', '15,00'],
      descontoPercentual: ['5', '7'],
      ipiPercentual: ['10', '12'],
      icmsStValor: ['3,00', '4,00'],
    };
    const produtoId = fc.integer({ min: 1, max: 4 });
    const edicao = fc.record({ campo: fc.constantFrom(...CAMPOS), valor: fc.nat(1) });
    // One side's work over the base: some lines removed, some fields changed, some lines added.
    const lado = (n: number) =>
      fc.record({
        remove: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        edita: fc.array(fc.option(edicao), { minLength: n, maxLength: n }),
        inclui: fc.array(produtoId, { maxLength: 2 }),
        notas: fc.option(fc.constantFrom('Ligar antes', 'Entregar à tarde')),
      });
    const aplicar = (
      b: CotacaoForm,
      l: {
        remove: boolean[];
        edita: ({ campo: (typeof CAMPOS)[number]; valor: number } | null)[];
        inclui: number[];
        notas: string | null;
      },
    ): CotacaoForm => ({
      ...b,
      observacoes: l.notas ?? b.observacoes,
      itens: [
        ...b.itens.flatMap((linhaBase, i) => {
          if (l.remove[i]) return [];
          const e = l.edita[i];
          const opcoes = e ? VALORES[e.campo] : [];
          return [e ? { ...linhaBase, [e.campo]: opcoes[e.valor % opcoes.length] } : linhaBase];
        }),
        ...l.inclui.map((id) => linha(id, `P-${id}`)),
      ],
    });
    const cenario = fc
      .array(produtoId, { minLength: 1, maxLength: 4 })
      .chain((ids) => fc.tuple(fc.constant(ids), lado(ids.length), lado(ids.length)));
    fc.assert(
      fc.property(cenario, ([ids, meuLado, servidorLado]) => {
        const b: CotacaoForm = { ...base, itens: ids.map((id) => linha(id, `P-${id}`)) };
        const meu = aplicar(b, meuLado);
        const servidor = aplicar(b, servidorLado);
        const merged = reaplicar(b, meu, servidor);
        const listadas = naoReaplicadas(b, meu, servidor).map((m) => m.campo);
        if (meuLado.notas !== null && meuLado.notas !== b.observacoes) expect(merged.observacoes).toBe(meuLado.notas);
        // Each line the person kept and edited: its value is in the merged form (same key) or it is listed.
        meu.itens.forEach((minha, i) => {
          const original = b.itens.find((l) => l.key === minha.key);
          if (!original) return;
          for (const c of CAMPOS) {
            if (minha[c] === original[c]) continue;
            const noMerged = merged.itens.find((l) => l.key === minha.key);
            const rotulo = {
              quantidade: 'Quantidade',
              unidade: 'Unidade',
              precoUnitario: 'Preço unitário',
              descontoPercentual: 'Desconto',
              ipiPercentual: 'IPI',
              icmsStValor: 'ICMS-ST',
            }[c];
            if (noMerged) expect([i, c, noMerged[c]]).toEqual([i, c, minha[c]]);
            else expect(listadas).toContain(`${rotulo} (${minha.sku})`);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
