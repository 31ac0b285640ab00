import type { CotacaoForm } from './cotacao-form';

/**
 * The typed quotation as plain text, to copy elsewhere when it can no longer be saved here (sent or
 * deleted by another person): the fields filled in and each line as typed.
 */
export function resumoDaEdicao(form: CotacaoForm): string {
  const campos: [string, string][] = [
    ['Cliente', form.cliente?.nome ?? ''],
    ['Validade', form.validade],
    ['Condições de pagamento', form.condicoesPagamento],
    ['Prazo de entrega', form.prazoEntrega],
    ['Transportadora', form.transportadora],
    ['Frete', form.frete],
    ['Desconto total (%)', form.descontoTotalPercentual],
    ['Observações', form.observacoes],
  ];
  const linhas = form.itens.map(
    (l, i) =>
      `${i + 1}. ${l.sku} — ${l.nome}: ${l.quantidade} ${l.unidade} × ${l.precoUnitario}` +
      (l.descontoPercentual.trim() && l.descontoPercentual.trim() !== '0' ? `, desconto ${l.descontoPercentual}%` : ''),
  );
  return [
    ...campos.filter(([, valor]) => valor.trim()).map(([rotulo, valor]) => `${rotulo}: ${valor.trim()}`),
    'Itens:',
    ...linhas,
  ].join('\n');
}
