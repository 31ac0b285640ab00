// Back-office through the generated client: every field of every input (Required<> makes the compiler
// fail on a field this program does not send), each record read back. Values are sent as the API
// stores them (upper-case address, bare digits), so what comes back must be equal. A creation sends
// `versao` 0 (ignored); an edit sends the `versao` it read, as the web forms do.
import { ok, roundTrip, type Api, type Schemas } from './recorder.ts';

type Auth = { Authorization: string };
type Sent<S extends keyof Schemas> = Required<Schemas[S]>;

export async function usuariosInternos(api: Api, headers: Auth): Promise<void> {
  const roles = ok('perfis', await api.GET('/api/UsuariosInternos/roles', { headers }));
  const roleId = (name: string) => roles.find((role) => role.normalizedName === name)!.id;
  const novo: Sent<'UsuarioInternoInputDto'> = {
    id: null,
    email: 'vera.gerada@exemplo.com.br',
    name: 'Vera Gerada Cliente',
    phoneNumber: '11987654321',
    status: 1,
    roleId: roleId('COMERCIAL'),
    versao: 0,
  };
  const { id } = ok('criar usuário', await api.POST('/api/UsuariosInternos', { body: novo, headers }));
  const path = { id };
  ok('reenviar dados', await api.POST('/api/UsuariosInternos/{id}/reenviar-dados', { params: { path }, headers }));
  const lido = ok('ler', await api.GET('/api/UsuariosInternos/{id}', { params: { path }, headers }));
  roundTrip('UsuarioInternoInputDto', novo, lido);

  const mudado: Sent<'UsuarioInternoInputDto'> = {
    id,
    email: 'vera.mudada@exemplo.com.br',
    name: 'Vera Mudada Cliente',
    phoneNumber: null,
    status: 0,
    roleId: roleId('ADMIN'),
    versao: lido.versao,
  };
  ok('editar usuário', await api.PUT('/api/UsuariosInternos/{id}', { params: { path }, body: mudado, headers }));
  roundTrip(
    'UsuarioInternoInputDto',
    mudado,
    ok('ler', await api.GET('/api/UsuariosInternos/{id}', { params: { path }, headers })),
  );
  ok('busca', await api.GET('/api/UsuariosInternos', { params: { query: { pageSize: 15 } }, headers }));
  ok('excluir usuário', await api.DELETE('/api/UsuariosInternos/{id}', { params: { path }, headers }));
}

/** Two products (p with every value, s with the nullable ones null), the first edited; a third deleted. */
export async function produtos(api: Api, headers: Auth): Promise<number[]> {
  const cabo: Sent<'ProdutoInputDto'> = {
    id: null,
    sku: 'GER-CABO',
    tipo: 'p',
    nome: 'Cabo gerado',
    status: true,
    descricao: 'Cat6 azul, 305 m',
    preco: 19.9,
    unidade: 'M',
    ncm: '85444200',
    ipiPercentual: 9.75,
    versao: 0,
  };
  const servico: Sent<'ProdutoInputDto'> = {
    id: null,
    sku: 'GER-INST',
    tipo: 's',
    nome: 'Instalação gerada',
    status: true,
    descricao: null,
    preco: null,
    unidade: 'UN',
    ncm: null,
    ipiPercentual: 0,
    versao: 0,
  };
  const ids: number[] = [];
  for (const body of [cabo, servico]) {
    const criado = ok('criar produto', await api.POST('/api/Produtos', { body, headers }));
    roundTrip('ProdutoInputDto', body, criado);
    ids.push(criado.id);
  }
  const path = { id: ids[0] };
  const mudado: Sent<'ProdutoInputDto'> = {
    ...cabo,
    id: ids[0],
    nome: 'Cabo gerado cinza',
    descricao: 'Cat6 cinza',
    preco: 21.5,
    versao: 0,
  };
  roundTrip(
    'ProdutoInputDto',
    mudado,
    ok('editar produto', await api.PUT('/api/Produtos/{id}', { params: { path }, body: mudado, headers })),
  );
  roundTrip('ProdutoInputDto', mudado, ok('ler', await api.GET('/api/Produtos/{id}', { params: { path }, headers })));
  ok('busca', await api.GET('/api/Produtos', { params: { query: { pageSize: 15 } }, headers }));
  ok('sugestões', await api.GET('/api/Produtos/sugestoes', { params: { query: { q: 'GER' } }, headers }));
  const avulso = ok('criar', await api.POST('/api/Produtos', { body: { ...servico, sku: 'GER-AVUL' }, headers }));
  ok('excluir produto', await api.DELETE('/api/Produtos/{id}', { params: { path: { id: avulso.id } }, headers }));
  return ids;
}

const endereco = {
  cep: '01310100',
  logradouro: 'AVENIDA PAULISTA',
  numero: '1000',
  bairro: 'BELA VISTA',
  cidade: 'SÃO PAULO',
  uf: 'SP',
} satisfies Partial<Sent<'ClienteInputDto'>>;

/** A pf and a pj customer, the pj edited, a contact login for it (revoked), the pf deleted; answers the pj. */
export async function clientes(api: Api, headers: Auth): Promise<number> {
  const pf: Sent<'ClienteInputDto'> = {
    ...endereco,
    id: null,
    tipo_pessoa: 'pf',
    nome: 'Paula Gerada',
    razao_social: null,
    cnpj: null,
    cpf: '11144477735',
    ie: null,
    isento_ie: false,
    email_faturamento: null,
    status: true,
    complemento: 'APTO 12',
    versao: 0,
  };
  const pj: Sent<'ClienteInputDto'> = {
    ...endereco,
    id: null,
    tipo_pessoa: 'pj',
    nome: 'Gerada Tintas',
    razao_social: 'GERADA TINTAS LTDA',
    cnpj: '11222333000181',
    cpf: null,
    ie: '110042490114',
    isento_ie: false,
    email_faturamento: 'financeiro@gerada.com.br',
    status: true,
    complemento: null,
    versao: 0,
  };
  const ids: number[] = [];
  for (const body of [pf, pj]) {
    const criado = ok('criar cliente', await api.POST('/api/Clientes', { body, headers }));
    roundTrip('ClienteInputDto', body, criado);
    ids.push(criado.id);
  }
  const [pfId, pjId] = ids;
  const path = { id: pjId };
  const mudado: Sent<'ClienteInputDto'> = {
    ...pj,
    id: pjId,
    nome: 'Gerada Tintas e Vernizes',
    ie: null,
    isento_ie: true,
    complemento: 'SALA 4',
    uf: 'RJ',
    cidade: 'RIO DE JANEIRO',
  };
  roundTrip(
    'ClienteInputDto',
    mudado,
    ok('editar cliente', await api.PUT('/api/Clientes/{id}', { params: { path }, body: mudado, headers })),
  );
  roundTrip('ClienteInputDto', mudado, ok('ler', await api.GET('/api/Clientes/{id}', { params: { path }, headers })));

  const contato: Sent<'ClienteUsuarioInputDto'> = { nome: 'Gil Gerado', email: 'gil@gerada.com.br' };
  const login = ok(
    'convidar',
    await api.POST('/api/Clientes/{id}/usuarios', { params: { path }, body: contato, headers }),
  );
  const logins = ok('logins', await api.GET('/api/Clientes/{id}/usuarios', { params: { path }, headers }));
  roundTrip(
    'ClienteUsuarioInputDto',
    contato,
    logins.find((usuario) => usuario.id === login.id),
  );
  const destinatarios = ok(
    'destinatários',
    await api.GET('/api/Clientes/{id}/destinatarios', { params: { path }, headers }),
  );
  if (!destinatarios.some((d) => d.email === contato.email && d.temAcesso))
    throw new Error('convidado fora dos destinatários');
  // The pf's billing address made the contact's login: a recipient who cannot answer (motivo, probe F2).
  const pfPath = { id: pfId };
  const pfOutraConta: Sent<'ClienteInputDto'> = { ...pf, id: pfId, email_faturamento: contato.email };
  ok(
    'faturamento de outra conta',
    await api.PUT('/api/Clientes/{id}', { params: { path: pfPath }, body: pfOutraConta, headers }),
  );
  const semResposta = ok(
    'destinatários sem resposta',
    await api.GET('/api/Clientes/{id}/destinatarios', { params: { path: pfPath }, headers }),
  );
  if (semResposta[0]?.motivo !== 'login-de-outra-conta') throw new Error('motivo ausente');
  ok('sugestões', await api.GET('/api/Clientes/sugestoes', { params: { query: { q: 'Gerada' } }, headers }));
  const userPath = { id: pjId, userId: login.id };
  ok('revogar', await api.DELETE('/api/Clientes/{id}/usuarios/{userId}', { params: { path: userPath }, headers }));
  ok('excluir cliente', await api.DELETE('/api/Clientes/{id}', { params: { path: pfPath }, headers }));
  return pjId;
}
