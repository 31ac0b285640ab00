import type { RoleName } from '../../src/common/decorators/roles.decorator.js';
import { ENTITIES } from './entities.js';
import type { RouteRule } from './route-inventory.js';

const ALL: RoleName[] = ['ADMIN', 'COMERCIAL', 'CLIENTE'];
const STAFF: RoleName[] = ['ADMIN', 'COMERCIAL'];
export const ROLE_NAMES = ALL;

/**
 * Issue 3, item 3: who may call what. A route outside this table fails the suite until it is added.
 * A back-office entity's line comes from its `<module>.entity.ts` (support/entities.ts).
 */
export const POLICY: [RegExp, readonly RoleName[]][] = [
  [/^\/api\/logs(\/|$)/i, ['ADMIN']],
  // LGPD (issue 16): a customer's export, anonymisation and access report are ADMIN's alone.
  [/^\/api\/clientes\/[^/]+\/(dados-pessoais|anonimizar|acessos)$/i, ['ADMIN']],
  [/^\/api\/clientes(\/|$)/i, STAFF],
  [/^\/api\/cnpj(\/|$)/i, STAFF],
  [/^\/api\/ufs(\/|$)/i, STAFF],
  [/^\/api\/meusdados(\/|$)/i, ['CLIENTE']],
  [/^\/api\/auth\/(is-authenticated|userinfo|logout)$/i, ALL],
  [/^\/api\/dashboard$/i, STAFF],
  // Questions on a quotation (issue 26): staff answer, the customer asks on their own.
  [/^\/api\/cotacoes\/[^/]+\/mensagens$/i, STAFF],
  [/^\/api\/minhas-cotacoes\/[^/]+\/mensagens$/i, ['CLIENTE']],
  [/^\/api\/cotacoes(\/|$)/i, STAFF],
  [/^\/api\/minhas-cotacoes(\/|$)/i, ['CLIENTE']],
  [/^\/api\/pedidos(\/|$)/i, STAFF],
  [/^\/api\/meus-pedidos(\/|$)/i, ['CLIENTE']],
  ...ENTITIES.map(({ path, roles }): [RegExp, readonly RoleName[]] => [new RegExp(`^/api/${path}(/|$)`, 'i'), roles]),
];

/** The only routes open to anonymous callers. */
export const PUBLIC_ROUTES = [
  'POST /api/auth/login',
  'GET /api/auth/check-reset-token',
  'POST /api/auth/reset-password',
  'GET /api/auth/confirm-email',
  'POST /api/public/PublicClientes',
  'GET /api/health',
  'GET /api/public/config',
  'POST /api/auth/forgot-password',
  'POST /api/public/contato',
].map((key) => key.toLowerCase());

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`.toLowerCase();

/** Problems with the rules the decorators state, compared with the table above; [] when all agree. */
export function policyProblems(routes: RouteRule[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    if (route.isPublic) {
      if (!PUBLIC_ROUTES.includes(key)) problems.push(`${key}: @Public() fora da lista de rotas públicas`);
      continue;
    }
    if (PUBLIC_ROUTES.includes(key)) problems.push(`${key}: deveria ser @Public()`);
    if (!route.roles?.length) {
      problems.push(`${key}: sem @Roles nem @Public (toda rota deve dizer quem pode chamá-la)`);
      continue;
    }
    const rule = POLICY.find(([pattern]) => pattern.test(route.path));
    if (!rule) {
      problems.push(
        `${key}: rota fora da tabela de permissões (declare-a no <módulo>.entity.ts ou em route-policy.ts)`,
      );
      continue;
    }
    const expected = [...rule[1]].sort().join(',');
    const actual = [...route.roles].sort().join(',');
    if (expected !== actual) problems.push(`${key}: @Roles(${actual}) mas a política é (${expected})`);
  }
  return problems;
}
