import { BadRequestException } from '@nestjs/common';
import { calcularTotaisCentavos, COTACAO_LIMITS, scaledText, toScaled } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { CotacaoInputDto } from './dto/cotacao-input.dto.js';
import type { CotacaoCampos, ItemLinha, ProdutoSnapshot } from './cotacoes-write.repository.js';

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
  const totais = calcularTotaisCentavos(input.itens, input.frete ?? 0);
  if (
    totais.subtotalCentavos > COTACAO_LIMITS.maxDinheiroCentavos ||
    totais.totalCentavos > COTACAO_LIMITS.maxDinheiroCentavos
  )
    throw new BadRequestException(M.totalTooLarge);
  const itens = input.itens.map((item, index): ItemLinha => {
    const produto = snapshots.get(item.produtoId)!;
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
      total: scaledText(totais.itens[index].totalCentavos, 2),
    };
  });
  return {
    campos: {
      clienteId: input.clienteId,
      validade,
      condicoesPagamento: input.condicoesPagamento ?? null,
      prazoEntrega: input.prazoEntrega ?? null,
      observacoes: input.observacoes ?? null,
      frete: scaledText(totais.freteCentavos, 2),
      subtotal: scaledText(totais.subtotalCentavos, 2),
      descontos: scaledText(totais.descontosCentavos, 2),
      total: scaledText(totais.totalCentavos, 2),
    },
    itens,
  };
}
