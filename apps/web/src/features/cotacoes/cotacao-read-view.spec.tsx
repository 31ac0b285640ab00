import type { Cotacao } from '@portal/shared/dto';
import { render, screen } from '@testing-library/react';
import { CotacaoReadView } from './cotacao-read-view';

// Issue 26, finding 6: a sent quotation looked editable (inputs silently read-only, freight empty).
const enviada = {
  id: 3,
  numero: 'COT-2026-000003',
  revisao: 1,
  status: 'enviada',
  clienteNome: 'Ferragens Souza',
  clienteDocumento: '12.345.678/0001-95',
  vendedorNome: 'Vera Vendas',
  validade: '2026-12-09',
  condicoesPagamento: '30 dias',
  prazoEntrega: null,
  observacoes: null,
  itens: [
    {
      sku: 'PAR-1',
      nome: 'Parafuso',
      descricao: null,
      quantidade: 10,
      unidade: 'UN',
      precoUnitario: 1.25,
      descontoPercentual: 0,
      total: 12.5,
      ipiPercentual: 0,
      ipi: 0,
      icmsStValor: null,
    },
  ],
  parcelas: [],
  meioPagamento: null,
  freteModalidade: null,
  transportadora: null,
  subtotal: 12.5,
  descontos: 0,
  descontoTotal: 0,
  frete: 0,
  ipi: 0,
  icmsSt: 0,
  total: 12.5,
} as unknown as Cotacao;

describe('a quotation that is no longer a draft', () => {
  it('reads as a document: no inputs, the freight as R$ 0,00, and why it cannot be edited', () => {
    render(<CotacaoReadView cotacao={enviada} />);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.getByTestId('total-Frete').textContent?.replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(screen.getByRole('alert')).toHaveTextContent('Cotação enviada: somente leitura.');
    expect(screen.getByRole('table', { name: 'Itens' })).toHaveTextContent('Parafuso');
  });
});
