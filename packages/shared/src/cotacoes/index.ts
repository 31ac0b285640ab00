export { lerNumeroBr, type NumeroLido } from './ler-numero-br.js';
export { formatarNumeroBr } from './formatar-numero-br.js';
export { numeroEnviado } from './numero-enviado.js';
export { toScaled, scaledText, scaledNumber } from './decimal.js';
export {
  ESCALA,
  calcularItem,
  calcularTotais,
  calcularTotaisCentavos,
  type ItemValores,
  type ItemCalculado,
  type ItemComImpostos,
  type Totais,
  type TotaisCalculados,
} from './totais.js';
export {
  COTACAO_LIMITS,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  dinheiroError,
  quantidadeError,
  descontoError,
  ipiError,
  percentualError,
  unidadeError,
  isIsoDate,
  hojeEmBrasilia,
  somarDias,
  dataBr,
} from './regras.js';
export { formatarReais } from './formatar-reais.js';
export {
  isDbId,
  COTACAO_ITEM_FIELDS,
  normalizeCotacaoItem,
  cotacaoItemErrors,
  COTACAO_FIELDS,
  normalizeCotacao,
  cotacaoErrors,
  type CotacaoItemField,
  type CotacaoItemFields,
  type CotacaoField,
  type CotacaoFields,
} from './cotacao-errors.js';
export {
  COTACAO_MENSAGEM_MAX,
  COTACAO_MENSAGEM_FIELDS,
  normalizeCotacaoMensagem,
  cotacaoMensagemErrors,
  type CotacaoMensagemField,
  type CotacaoMensagemFields,
} from './mensagem.js';
export {
  TRANSICOES,
  COTACAO_ACOES,
  COTACAO_EVENTOS,
  COTACAO_STATUS_FINAIS,
  impedimento,
  acoesPermitidas,
  type Ator,
  type Transicao,
  type CotacaoAcao,
  type AcaoDe,
  type CotacaoEventoTipo,
  type CotacaoAuditoria,
  type Situacao,
  type Impedimento,
} from './transitions.js';
export {
  PEDIDO_STATUSES,
  PEDIDO_STATUS_LABELS,
  PEDIDO_TRANSICOES,
  PEDIDO_ACOES_EQUIPE,
  pedidoAcoesPermitidas,
  type PedidoStatus,
  type PedidoAcao,
  type PedidoAcaoEquipe,
  type PedidoTransicao,
} from './pedido-transitions.js';
export { ratear } from './rateio.js';
export {
  calcularParcelas,
  valoresDasParcelas,
  dataBaseDasParcelas,
  type ParcelaTermo,
  type ParcelaCalculada,
} from './parcelas.js';
export {
  MEIOS_PAGAMENTO,
  FRETE_MODALIDADES,
  PARCELAS_LIMITS,
  PARCELA_FIELDS,
  normalizeParcela,
  parcelaErrors,
  type ParcelaField,
  parcelaDiasError,
  parcelaPercentualError,
  parcelasError,
  meioPagamentoError,
  freteModalidadeError,
  freteSomenteCifError,
  type MeioPagamento,
  type FreteModalidade,
} from './termos.js';
export { parcelaTexto, meioPagamentoTexto, freteTexto } from './termos-texto.js';
export { vendedorTexto, type VendedorContato } from './vendedor-texto.js';
