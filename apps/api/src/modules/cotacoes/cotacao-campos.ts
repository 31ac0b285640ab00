import { BadRequestException } from '@nestjs/common';
import { calcularTotaisCentavos, COTACAO_LIMITS, scaledText, toScaled } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { CotacaoInputDto } from './dto/cotacao-input.dto.js';

/** The header fields a draft stores (money and dates as exact text). */
export interface CotacaoCampos {
  clienteId: number;
  validade: string;
  condicoesPagamento: string | null;
  prazoEntrega: string | null;
  observacoes: string | null;
  /** The installments as JSON text ([{ dias, percentual }]). */
  parcelas: string;
  meioPagamento: string | null;
  freteModalidade: string | null;
  transportadora: string | null;
  descontoTotalPercentual: string;
  descontoTotal: string;
  ipi: string;
  icmsSt: string;
  frete: string;
  subtotal: string;
  descontos: string;
  total: string;
}

/** A line ready to store: the product snapshot plus exact decimal texts. */
export interface ItemLinha {
  produtoId: number;
  sku: string;
  nome: string;
  tipo: string;
  descricao: string | null;
  quantidade: string;
  unidade: string;
  precoUnitario: string;
  descontoPercentual: string;
  total: string;
  ipiPercentual: string;
  ipi: string;
  icmsStValor: string | null;
}

export interface ProdutoSnapshot {
  id: number;
  sku: string;
  nome: string;
  tipo: string;
  descricao: string | null;
  unidade: string;
  /** The IPI rate a line of this product starts with (exact decimal text). */
  ipiPercentual: string;
}

/** Exact decimal text of an input number (the DTO already checked its scale). */
function text(value: number | string | undefined | null, scale: number): string {
  return scaledText(toScaled(value ?? 0, scale) ?? 0n, scale);
}

/**
 * The header and lines to store: each line takes the product snapshot given for its product and its
 * total from the shared calculation; the header's totals follow from the rounded lines.
 */
export function camposDaCotacao(
  input: CotacaoInputDto,
  validade: string,
  snapshots: Map<number, ProdutoSnapshot>,
): { campos: CotacaoCampos; itens: ItemLinha[] } {
  // A line without its own IPI rate takes its product's (the snapshot's: the catalogue's for a new
  // line, the line's own for one already on the draft).
  const linhas = input.itens.map((item) => ({
    ...item,
    ipiPercentual: item.ipiPercentual ?? snapshots.get(item.produtoId)!.ipiPercentual,
  }));
  const totais = calcularTotaisCentavos(linhas, input.frete ?? 0, input.descontoTotalPercentual ?? 0);
  const limite = COTACAO_LIMITS.maxDinheiroCentavos;
  if (totais.subtotalCentavos > limite || totais.totalCentavos > limite || totais.ipiCentavos > limite)
    throw new BadRequestException(M.totalTooLarge);
  const itens = linhas.map((item, index): ItemLinha => {
    const produto = snapshots.get(item.produtoId)!;
    const calculado = totais.itens[index];
    if (calculado.ipiCentavos > limite) throw new BadRequestException(M.totalTooLarge);
    return {
      produtoId: produto.id,
      sku: produto.sku,
      nome: produto.nome,
      tipo: produto.tipo,
      descricao: produto.descricao,
      quantidade: text(item.quantidade, 3),
      unidade: item.unidade || produto.unidade || 'UN',
      precoUnitario: text(item.precoUnitario, 2),
      descontoPercentual: text(item.descontoPercentual, 2),
      total: scaledText(calculado.totalCentavos, 2),
      ipiPercentual: text(item.ipiPercentual, 2),
      ipi: scaledText(calculado.ipiCentavos, 2),
      icmsStValor: item.icmsStValor === undefined || item.icmsStValor === null ? null : text(item.icmsStValor, 2),
    };
  });
  return {
    campos: {
      clienteId: input.clienteId,
      validade,
      condicoesPagamento: input.condicoesPagamento ?? null,
      prazoEntrega: input.prazoEntrega ?? null,
      observacoes: input.observacoes ?? null,
      parcelas: JSON.stringify(input.parcelas ?? []),
      meioPagamento: input.meioPagamento ?? null,
      freteModalidade: input.freteModalidade ?? null,
      transportadora: input.transportadora ?? null,
      descontoTotalPercentual: text(input.descontoTotalPercentual, 2),
      descontoTotal: scaledText(totais.descontoTotalCentavos, 2),
      ipi: scaledText(totais.ipiCentavos, 2),
      icmsSt: scaledText(totais.icmsStCentavos, 2),
      frete: scaledText(totais.freteCentavos, 2),
      subtotal: scaledText(totais.subtotalCentavos, 2),
      descontos: scaledText(totais.descontosCentavos, 2),
      total: scaledText(totais.totalCentavos, 2),
    },
    itens,
  };
}
