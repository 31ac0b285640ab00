// The generated types agree with the shared DTO types the web client is written against: each field
// has the same JSON kind (text, number, boolean, null, list, object) on both sides. Compiled only; a
// field the document types otherwise (a bare object, a number for a text) fails tsc here.
import type * as Web from '@portal/shared/dto';
import type { Schemas } from './recorder.ts';

/** The JSON kinds of a type, field by field; optional and required are the same kind. */
type Kind<T> = [T] extends [never]
  ? 'never'
  : T extends string
    ? 'string'
    : T extends number
      ? 'number'
      : T extends boolean
        ? 'boolean'
        : T extends null
          ? 'null'
          : T extends undefined
            ? never
            : T extends readonly (infer Item)[]
              ? { list: Kind<Item> }
              : T extends object
                ? { [K in keyof T]-?: Kind<T[K]> }
                : 'unknown';

type Same<A, B> = (<G>() => G extends Kind<A> ? 1 : 2) extends <G>() => G extends Kind<B> ? 1 : 2 ? true : false;
type Agree<A, B> = Same<A, B> extends true ? true : { documento: Kind<A>; web: Kind<B> };

export const contrato: true[] = [
  true satisfies Agree<Schemas['ClienteDto'], Web.Cliente>,
  true satisfies Agree<Schemas['ClienteInputDto'], Web.ClienteInput>,
  true satisfies Agree<Schemas['ClientePageDto'], Web.SearchResult<Web.Cliente>>,
  true satisfies Agree<Schemas['ClienteSugestaoDto'], Web.ClienteSugestao>,
  true satisfies Agree<Schemas['ClienteUsuarioDto'], Web.ClienteUsuario>,
  true satisfies Agree<Schemas['ClienteUsuarioInputDto'], Web.ClienteUsuarioInput>,
  true satisfies Agree<Schemas['DestinatarioDto'], Web.Destinatario>,
  true satisfies Agree<Schemas['PedidoDto'], Web.Pedido>,
  true satisfies Agree<Schemas['ProdutoDto'], Web.Produto>,
  true satisfies Agree<Schemas['ProdutoInputDto'], Web.ProdutoInput>,
  true satisfies Agree<Schemas['ProdutoPageDto'], Web.SearchResult<Web.Produto>>,
  true satisfies Agree<Schemas['ProdutoSugestaoDto'], Web.ProdutoSugestao>,
  true satisfies Agree<Schemas['UsuarioInternoDto'], Web.UsuarioInterno>,
  true satisfies Agree<Schemas['UsuarioInternoInputDto'], Web.UsuarioInternoInput>,
  true satisfies Agree<Schemas['UsuarioInternoPageDto'], Web.SearchResult<Web.UsuarioInterno>>,
  true satisfies Agree<Schemas['RoleDto'], Web.Role>,
  true satisfies Agree<Schemas['CotacaoDto'], Web.Cotacao>,
  true satisfies Agree<Schemas['CotacaoResumoDto'], Web.CotacaoResumo>,
  true satisfies Agree<Schemas['CotacaoPageDto'], Web.SearchResult<Web.CotacaoResumo>>,
  // The shared input omits the ignored id (the web never sends it on a quotation).
  true satisfies Agree<Omit<Schemas['CotacaoInputDto'], 'id'>, Web.CotacaoInput>,
  true satisfies Agree<Schemas['CotacaoItemInputDto'], Web.CotacaoItemInput>,
  true satisfies Agree<Schemas['CotacaoMensagemDto'], Web.CotacaoMensagem>,
  true satisfies Agree<Schemas['CotacaoMensagemInputDto'], Web.CotacaoMensagemInput>,
  true satisfies Agree<Schemas['RecusaInputDto'], Web.RecusaInput>,
  true satisfies Agree<Schemas['DuplicarInputDto'], Web.DuplicarInput>,
  true satisfies Agree<Schemas['AceiteResponseDto'], Web.AceiteResponse>,
  true satisfies Agree<Schemas['LogEntryDto'], Web.LogEntry>,
  // Orders and the acceptance certificate (issue 29).
  true satisfies Agree<Schemas['PedidoResumoDto'], Web.PedidoResumo>,
  true satisfies Agree<Schemas['PedidoPageDto'], Web.SearchResult<Web.PedidoResumo>>,
  true satisfies Agree<Schemas['PedidoDetalheDto'], Web.PedidoDetalhe>,
  true satisfies Agree<Schemas['CotacaoAceiteDto'], Web.CotacaoAceite>,
];
