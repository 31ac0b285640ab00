export type { PagingQuery, SearchResult, MessageResponse } from './paging.js';
export type { LoginRequest, LoginResponse, UserInfo, CheckResetTokenResponse, ResetPasswordRequest } from './auth.js';
export type {
  Cliente,
  ClienteInput,
  ClienteStatusFiltro,
  ClienteSearchQuery,
  Pedido,
  ClienteUsuario,
  ClienteUsuarioInput,
  Destinatario,
  MotivoSemResposta,
} from './cliente.js';
export type {
  UsuarioInterno,
  UsuarioInternoInput,
  UsuarioInternoSalvo,
  UsuarioInternoStatusFiltro,
  UsuarioInternoSearchQuery,
  Role,
} from './usuario-interno.js';
export type { Produto, ProdutoInput, ProdutoStatusFiltro, ProdutoSearchQuery } from './produto.js';
export type {
  Cotacao,
  CotacaoResumo,
  CotacaoInput,
  CotacaoItem,
  CotacaoItemInput,
  CotacaoEvento,
  CotacaoRevisao,
  CotacaoSearchQuery,
  MinhasCotacoesQuery,
  AceiteResponse,
  RecusaInput,
  DuplicarInput,
  ClienteSugestao,
  ProdutoSugestao,
  CotacoesPipeline,
  CotacaoMensagem,
  CotacaoMensagemInput,
} from './cotacao.js';
export type {
  PedidoSearchQuery,
  MeusPedidosQuery,
  PedidoResumo,
  PedidoClienteFiscal,
  PedidoDetalhe,
  CotacaoAceite,
} from './pedido.js';
export type { LogEntry, LogSearchQuery } from './log.js';
export type { Responsavel, MeusDados, MeusDadosCliente, MeusDadosSalvo, MeusDadosUpdate } from './meus-dados.js';
export type { CadastroCliente } from './cadastro-cliente.js';
export type { CnpjLookupResult, CepLookupResult } from './lookup.js';
// Re-exported so DTO users need a single import.
export type { TipoPessoa, ProdutoTipo, UserStatus, CotacaoStatus } from '../constants/domain.js';
export type { RoleName } from '../constants/roles.js';
export type { SortDirection } from '../constants/pagination.js';
