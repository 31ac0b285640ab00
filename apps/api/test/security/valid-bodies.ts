import { cnpjFrom, cpfFrom } from '@portal/test-support';
import { ENTITIES } from '../support/entities.js';

/** What the fuzzer knows about its own database, to build bodies that pass most checks. */
export interface FuzzWorld {
  /** Existing rows a path id may point at (a customer with an order, a product, a staff user). */
  existingIds: number[];
  /** The signed-in CLIENTE's customer (pj) and its CNPJ. */
  clienteCnpj: string;
  comercialRoleId: number;
  /** An account e-mail (sign-in attempts against a real account). */
  knownEmail: string;
  knownUserId: number;
  /** The signed-in CLIENTE's customer and an active product, for quotation bodies. */
  clienteId: number;
  produtoId: number;
}

type Body = Record<string, unknown>;

const ADDRESS = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Sala 1',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};

function cotacao(world: FuzzWorld, n: number): Body {
  return {
    clienteId: world.clienteId,
    condicoesPagamento: '30 dias',
    observacoes: n % 2 ? null : 'Entrega no térreo',
    parcelas: [
      { dias: 28, percentual: 40 },
      { dias: 56, percentual: 60 },
    ],
    meioPagamento: 'boleto',
    freteModalidade: 'CIF',
    transportadora: 'Rápido Sul',
    frete: (n % 100) / 4,
    descontoTotalPercentual: n % 10,
    itens: [
      {
        produtoId: world.produtoId,
        quantidade: (n % 7) + 0.5,
        unidade: 'UN',
        precoUnitario: 19.9,
        ipiPercentual: 5,
        icmsStValor: 1.5,
      },
    ],
  };
}

function cliente(n: number): Body {
  return n % 2
    ? {
        tipo_pessoa: 'pf',
        nome: 'Maria da Silva',
        cpf: cpfFrom(n),
        email_faturamento: 'maria@exemplo.com.br',
        isento_ie: true,
        status: true,
        ...ADDRESS,
      }
    : {
        tipo_pessoa: 'pj',
        nome: 'Loja Exemplo',
        razao_social: 'Loja Exemplo Ltda',
        cnpj: cnpjFrom(String(n).padStart(8, '0').slice(-8) + '0001'),
        ie: '123456789',
        isento_ie: false,
        email_faturamento: 'fin@exemplo.com.br',
        status: true,
        ...ADDRESS,
      };
}

/**
 * A valid body per route ("method path" in lower case), which the fuzzer then breaks one to three
 * fields at a time: a body that is wrong in one place reaches deeper than one wrong everywhere.
 */
export const VALID_BODIES: Record<string, (world: FuzzWorld, n: number) => Body> = {
  'post /api/auth/login': (world) => ({ email: world.knownEmail, password: 'Senha-errada-1' }),
  'post /api/auth/reset-password': (world) => ({
    userId: world.knownUserId,
    token: 'A'.repeat(43),
    newPassword: 'Senha-forte-9',
    confirmPassword: 'Senha-forte-9',
  }),
  'post /api/public/publicclientes': (_world, n) =>
    n % 2
      ? { tipo_pessoa: 'pf', nome: 'Maria da Silva', email: `pf${n}@exemplo.com.br`, cpf: cpfFrom(n) }
      : {
          tipo_pessoa: 'pj',
          nome: 'João Responsável',
          email: `pj${n}@exemplo.com.br`,
          cnpj: cnpjFrom(String(n).padStart(8, '0').slice(-8) + '0001'),
          razao_social: 'Empresa Nova Ltda',
        },
  'post /api/clientes': (_world, n) => cliente(n),
  'put /api/clientes/:id': (_world, n) => cliente(n),
  'post /api/produtos': (_world, n) => ({
    sku: `SK${n % 100_000}`,
    tipo: 'p',
    nome: 'Parafuso sextavado',
    status: true,
    descricao: 'Aço',
  }),
  'put /api/produtos/:id': (_world, n) => ({ sku: `SK${n % 100_000}`, tipo: 's', nome: 'Instalação', status: false }),
  'post /api/usuariosinternos': (world, n) => ({
    email: `interno${n}@exemplo.com.br`,
    name: 'Pessoa Interna',
    phoneNumber: '(11) 98765-4321',
    status: 1,
    roleId: world.comercialRoleId,
  }),
  'put /api/usuariosinternos/:id': (world, n) => ({
    email: `interno${n}@exemplo.com.br`,
    name: 'Pessoa Interna',
    phoneNumber: '1133334444',
    status: 1,
    roleId: world.comercialRoleId,
  }),
  'post /api/public/contato': (_world, n) => ({
    nome: 'Ana Lima',
    email: `contato${n}@exemplo.com.br`,
    telefone: '11987654321',
    mensagem: 'Olá, quero uma cotação.',
  }),
  // An address without an account: a known one would issue a token in the background, after the
  // batch, and the table check would blame the next batch.
  'post /api/auth/forgot-password': (_world, n) => ({ email: `ninguem${n}@exemplo.com.br` }),
  'post /api/cotacoes': cotacao,
  'put /api/cotacoes/:id': (world, n) => ({ ...cotacao(world, n), versao: 1 }),
  'post /api/cotacoes/:id/duplicar': (world) => ({ clienteId: world.clienteId }),
  'post /api/minhas-cotacoes/:id/recusar': () => ({ motivo: 'Preço acima do orçamento' }),
  // A wrong password: the fuzzer's customer keeps her account.
  'post /api/meusdados/excluir-conta': () => ({ senha: 'Senha-errada-1' }),
  'put /api/meusdados': (world) => ({
    nome: 'Loja Exemplo',
    razao_social: 'Loja Exemplo Ltda',
    email_faturamento: 'fin@exemplo.com.br',
    telefone: '1133334444',
    cnpj: world.clienteCnpj,
    ...ADDRESS,
    responsavelNome: 'Pessoa Cliente',
    responsavelEmail: world.knownEmail,
    responsavelPhone: '11987654321',
  }),
  // A back-office entity's body is in its <module>.entity.ts.
  ...Object.fromEntries(
    ENTITIES.flatMap(({ path, validBody }) =>
      validBody
        ? [`post /api/${path}`, `put /api/${path}/:id`].map((key) => [
            key.toLowerCase(),
            (_w: FuzzWorld, n: number) => validBody(n),
          ])
        : [],
    ),
  ),
};
