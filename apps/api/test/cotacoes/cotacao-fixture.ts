import type { Cotacao, CotacaoItem } from '@portal/shared/dto';
import type { CotacaoPdfInput } from '../../src/modules/cotacoes/pdf/cotacao-pdf-input.js';

/** Line `n` of a fixture quotation: the product, quantity and prices vary with n, totals are exact. */
export function fixtureItem(n: number): CotacaoItem {
  const quantidade = (n % 7) + 1 + (n % 3) / 4;
  const precoUnitario = 10 * n + 0.5;
  const descontoPercentual = n % 4 === 0 ? 10 : 0;
  const total = Math.round(quantidade * precoUnitario * (100 - descontoPercentual)) / 100;
  return {
    produtoId: n,
    sku: `SKU-${String(n).padStart(4, '0')}`,
    nome: n % 5 === 0 ? `Serviço de instalação elétrica com certificação nº ${n}` : `Parafuso sextavado ${n} mm`,
    tipo: n % 5 === 0 ? 's' : 'p',
    descricao: n % 10 === 0 ? 'Inclui deslocamento e relatório técnico.' : null,
    quantidade,
    unidade: n % 5 === 0 ? 'H' : 'UN',
    precoUnitario,
    descontoPercentual,
    total,
    ipiPercentual: 0,
    ipi: 0,
    icmsStValor: null,
  };
}

export function fixtureInput(lines: number, overrides: Partial<Cotacao> = {}): CotacaoPdfInput {
  const itens = Array.from({ length: lines }, (_, i) => fixtureItem(i + 1));
  const cents = (value: number) => Math.round(value * 100);
  const total = itens.reduce((sum, item) => sum + cents(item.total), 0);
  const gross = itens.reduce((sum, item) => sum + cents(item.quantidade * item.precoUnitario), 0);
  const cotacao = {
    id: 1,
    numero: 'COT-2026-000123',
    revisao: 1,
    status: 'enviada',
    clienteId: 9,
    clienteNome: 'Açougue São João Ltda.',
    clienteDocumento: '12.345.678/0001-95',
    clienteTipoPessoa: 'pj',
    vendedorId: 2,
    vendedorNome: 'Márcia Vendas',
    vendedorEmail: 'marcia@exemplo.com.br',
    vendedorTelefone: '11955554444',
    validade: '2026-12-09',
    criadoEm: '2026-11-23T14:00:00.000Z',
    enviadaEm: '2026-11-24T02:30:00.000Z',
    respondidaEm: null,
    condicoesPagamento: '30/60/90 dias, boleto bancário',
    prazoEntrega: '15 dias úteis após a aprovação',
    observacoes: 'Preços válidos para pagamento à vista ou em três parcelas. Não inclui instalação.',
    parcelas: [],
    meioPagamento: null,
    freteModalidade: null,
    transportadora: null,
    descontoTotalPercentual: 0,
    descontoTotal: 0,
    ipi: 0,
    icmsSt: 0,
    subtotal: gross / 100,
    descontos: (gross - total) / 100,
    frete: 1234.5,
    total: (total + 123450) / 100,
    itens,
    pedidoId: null,
    versao: 1,
    motivoRecusa: null,
    historico: [],
    revisoes: [],
    ...overrides,
  } as Cotacao;
  return {
    cotacao,
    cliente: {
      nome: 'Açougue São João Ltda.',
      razaoSocial: null,
      ie: null,
      isentoIe: false,
      documento: '12.345.678/0001-95',
      email: 'compras@acougue.com.br',
      telefone: '11987654321',
      logradouro: 'Rua da Consolação',
      numero: '1500',
      complemento: 'Loja 2',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01301100',
    },
    company: {
      name: 'Distribuidora Exemplo Ltda.',
      cnpj: '11222333000181',
      address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
      phone: '(11) 4000-0000',
      email: 'vendas@exemplo.com.br',
    },
  };
}
