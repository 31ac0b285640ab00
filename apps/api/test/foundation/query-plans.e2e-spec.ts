import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { dropDatabase, recreateDatabase, withDatabase } from '../../src/database/database-admin.js';
import { ProdutosRepository } from '../../src/modules/produtos/produtos.repository.js';
import { UsuariosInternosRepository } from '../../src/modules/usuarios-internos/usuarios-internos.repository.js';
import { LogsRepository } from '../../src/modules/logs/logs.repository.js';
import { PedidosRepository } from '../../src/modules/pedidos/pedidos.repository.js';
import { CotacaoAceitesRepository } from '../../src/modules/cotacoes/cotacao-aceites.repository.js';
import { ClientesRepository } from '../../src/modules/clientes/clientes.repository.js';
import { ContatosPortalRepository } from '../../src/modules/clientes/contatos-portal.repository.js';
import { MeusDadosRepository } from '../../src/modules/meus-dados/meus-dados.repository.js';
import { AnonimizacaoRepository } from '../../src/modules/dados-pessoais/anonimizacao.repository.js';
import { ExclusaoContatoRepository } from '../../src/modules/dados-pessoais/exclusao-contato.repository.js';
import { DadosPessoaisExportRepository } from '../../src/modules/dados-pessoais/dados-pessoais-export.repository.js';
import { AcessosRepository } from '../../src/modules/dados-pessoais/acessos.repository.js';
import { ContaRepository } from '../../src/modules/dados-pessoais/conta.repository.js';
import { UserTokensRepository } from '../../src/modules/accounts/user-tokens.repository.js';
import { ThrottleRepository } from '../../src/modules/throttle/throttle.repository.js';
import { ContasExcluidasRepository } from '../../src/modules/accounts/contas-excluidas.repository.js';
import { capturarContas } from './query-plans-contas.js';
import { capturarCotacoes, contasExcluidasDosPlanos } from './query-plans-cotacoes.js';
import { expectCommittedFile } from '../support/checked-file.js';
import { capturingDatabase, explainShape, ONE_ROW, planFile } from '../support/query-plans.js';
import { runTool } from '../support/run-tool.js';

// Every query of the repositories on the typed Db, with the shape of its plan on demo data (node
// types, join order, tables, indexes; no costs). A lost index or a changed plan shows in the diff of
// query-plans.txt at review, as immich's generated .sql files do. Update: UPDATE_DB_FILES=1.
const FILE = resolve(import.meta.dirname, 'query-plans.txt');
// The customers', personal-data and account statements (issue 28), in a file of their own.
const TITULAR_FILE = resolve(import.meta.dirname, 'query-plans-titular.txt');
const API = resolve(import.meta.dirname, '../..');
// Tables stay under 30,000 rows, so ANALYZE reads them whole and the statistics (hence the plans) are
// the same on every run; VACUUM sets the visibility map that index-only scans are costed by.
const SEED = ['--customers', '2000', '--products', '5000', '--logs', '20000', '--quotes', '500'];
const SEED_FIXED = ['--seed', '42', '--anchor', '2026-11-22', '--orders', '1000'];

describe('query plans of the typed repositories', () => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `t_plans_${randomBytes(4).toString('hex')}`;
  const dataDir = resolve(API, '../../.test-data', name);
  let client: pg.Client;

  beforeAll(async () => {
    await recreateDatabase(adminUrl, name, process.env.TEST_TEMPLATE_DB);
    const url = withDatabase(adminUrl, name);
    const seeded = await runTool(process.execPath, ['dist/tools/seed-demo.js', ...SEED, ...SEED_FIXED], {
      cwd: API,
      env: { DATABASE_URL: url, NODE_ENV: 'test', DATA_DIR: dataDir },
      timeoutMs: 120_000,
    });
    if (seeded.code !== 0) throw new Error(`seed-demo falhou: ${seeded.stderr}${seeded.stdout}`);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('VACUUM ANALYZE');
  }, 150_000);
  afterAll(async () => {
    await client?.end();
    await dropDatabase(adminUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('query-plans.txt has every repository query and its plan shape', async () => {
    const { db, capture, queries, stopped } = capturingDatabase();
    const produtos = new ProdutosRepository(db);
    const usuarios = new UsuariosInternosRepository(db);
    const logs = new LogsRepository(db);
    const page = { page: 1, pageSize: 10 };
    const produto = { sku: 'X1', tipo: 'p' as const, nome: 'Novo', status: true, descricao: null, preco: '1.00' };
    const staff = { email: 'a@b.c', name: 'A B', phoneNumber: null, status: 1, roleId: 1 };
    const week = { start: new Date('2026-11-15T00:00:00Z'), end: new Date('2026-11-22T00:00:00Z') };

    await capture('produtos.search (default: ativos por nome)', () => produtos.search({ ...page }));
    await capture("produtos.search (nome 'mon')", () => produtos.search({ ...page, nome: 'mon' }));
    await capture("produtos.search (sku 'A1', todos)", () =>
      produtos.search({ ...page, sku: 'A1', statusfiltro: 'todos' }),
    );
    await capture('produtos.search (tipo s, criado_em desc, page 20)', () =>
      produtos.search({ page: 20, pageSize: 10, tipo: 's', sortField: 'criado_em', sortDirection: 'desc' }),
    );
    await capture("produtos.sugestoes ('mo')", () => produtos.sugestoes('mo'));
    await capture('produtos.findById', () => produtos.findById(7));
    await capture('produtos.findById (lock)', () => produtos.findById(7, db, true));
    await capture('produtos.skuTaken', () => produtos.skuTaken('A1'));
    await capture('produtos.insert', () => produtos.insert(produto), [{ id: 1, tipo: 'p' }]);
    await capture('produtos.update', () => produtos.update(7, produto), [{ id: 1, tipo: 'p' }]);
    await capture('produtos.delete', () => produtos.delete(7));

    await capture('usuariosInternos.search (default)', () => usuarios.search({ ...page }));
    await capture("usuariosInternos.search (name 'ana', COMERCIAL)", () =>
      usuarios.search({ ...page, name: 'ana', role: 'COMERCIAL' }),
    );
    await capture('usuariosInternos.staffRoles', () => usuarios.staffRoles());
    await capture('usuariosInternos.staffRole', () => usuarios.staffRole(1));
    await capture('usuariosInternos.findStaff', () => usuarios.findStaff(1));
    await capture('usuariosInternos.findStaff (lock)', () => usuarios.findStaff(1, db, true));
    await capture('usuariosInternos.lockActiveAdmins', () => usuarios.lockActiveAdmins());
    await capture('usuariosInternos.emailTaken', () => usuarios.emailTaken('a@b.c', undefined));
    await capture('usuariosInternos.insert', () => usuarios.insert(staff), ONE_ROW);
    await capture('usuariosInternos.update', () => usuarios.update(1, staff));
    await capture('usuariosInternos.delete', () => usuarios.delete(1));

    const window = { limit: 10, offset: 0, sortField: 'timestamp' as const, direction: 'DESC' as const };
    await capture('logs.search (7 days)', () => logs.search(week, window));
    await capture("logs.search (text 'cliente', 7 days)", () => logs.search({ ...week, text: 'cliente' }, window));
    await capture("logs.search (data 'CREATED')", () => logs.search({ data: 'CREATED' }, window));
    await capture('logs.search (clienteId 5)', () => logs.search({ clienteId: 5 }, window));
    await capture('logs.search (usuarioId 1)', () => logs.search({ usuarioId: 1 }, window));

    // Orders and acceptance certificates (issue 29).
    const pedidos = new PedidosRepository(db);
    const recentes = { limit: 10, offset: 0, sortField: 'data_emissao' as const, direction: 'DESC' as const };
    await capture('pedidos.search (default: mais novos)', () => pedidos.search({}, recentes));
    await capture("pedidos.search (numero '0001', aberto)", () =>
      pedidos.search({ numero: '0001', status: 'aberto' }, recentes),
    );
    await capture("pedidos.search (cliente 'com', período)", () =>
      pedidos.search({ cliente: 'com', emitidoDe: '2026-01-01', emitidoAte: '2026-11-22' }, recentes),
    );
    await capture('pedidos.search (clienteId 5: meus pedidos)', () => pedidos.search({ clienteId: 5 }, recentes));
    await capture('pedidos.findById', () => pedidos.findById(7));
    await capture('pedidos.findById (cliente 5)', () => pedidos.findById(7, 5));
    await capture('pedidos.status', () => pedidos.status(7));
    await capture('pedidos.vendedor', () => pedidos.vendedor(7));
    await capture('pedidos.mover (faturar)', () => pedidos.mover(7, 'faturar', week.end, 1));
    await capture('pedidos.copiarAceite', () => pedidos.copiarAceite(7, { id: 1, numero: 'COT-2026-000001' }));
    await capture('pedidos.allRows (aberto: CSV)', () => pedidos.allRows({ status: 'aberto' }, recentes).execute());
    await capture('cotacaoAceites.find (cliente 5)', () => new CotacaoAceitesRepository(db).find(7, 5));

    await capturarCotacoes(db, capture, week.end);

    expect(new Set(queries.map((q) => q.label)).size).toBe(40 + 37);
    expect(stopped).toEqual([]);
    expectCommittedFile(FILE, await planFile(client, queries));
  }, 60_000);

  it('query-plans-titular.txt has the customers, personal-data and account queries and their plan shapes', async () => {
    const { db, capture, queries, stopped } = capturingDatabase();
    const clientes = new ClientesRepository(db);
    const contasExcluidas = new ContasExcluidasRepository(db);
    const contatos = new ContatosPortalRepository(db, contasExcluidasDosPlanos(db));
    const meusDados = new MeusDadosRepository(db);
    const anonimizacao = new AnonimizacaoRepository();
    const exclusao = new ExclusaoContatoRepository();
    const exportacao = new DadosPessoaisExportRepository(db);
    const acessos = new AcessosRepository(db);
    const conta = new ContaRepository(db);
    const links = new UserTokensRepository(db);
    const throttle = new ThrottleRepository(db);
    const page = { page: 1, pageSize: 10 };
    const cliente = {
      tipo_pessoa: 'pf' as const,
      nome: 'Ana',
      razao_social: null,
      cnpj: null,
      cpf: '52998224725',
      ie: null,
      isento_ie: false,
      email_faturamento: null,
      status: true,
      cep: '01310100',
      logradouro: 'Av',
      numero: '1',
      complemento: null,
      bairro: 'B',
      cidade: 'C',
      uf: 'SP',
    };
    const { cep, logradouro, numero, complemento, bairro, cidade, uf } = cliente;
    const endereco = { cep, logradouro, numero, complemento, bairro, cidade, uf };
    const contato = { id: 9, email: 'a@b.c', clienteId: 5, anonimizado: false };
    const agora = new Date('2026-11-22T00:00:00Z');

    await capture('clientes.search (default)', () => clientes.search({ ...page }));
    await capture("clientes.search (nome 'pad')", () => clientes.search({ ...page, nome: 'pad' }));
    await capture("clientes.search (doc '529', uf SP)", () => clientes.search({ ...page, doc: '529', uf: 'SP' }));
    await capture("clientes.allRows (nome 'pad': CSV)", () => clientes.allRows({ nome: 'pad' }).execute());
    await capture("clientes.sugestoes ('pad')", () => clientes.sugestoes('pad'));
    await capture("clientes.sugestoes ('529')", () => clientes.sugestoes('529'));
    await capture('clientes.findById (lock)', () => clientes.findById(5, db, true));
    await capture('clientes.findIdByDocument', () => clientes.findIdByDocument({ cpf: '52998224725', cnpj: null }));
    await capture('clientes.insert', () => clientes.insert(cliente), [{ id: 1, tipo_pessoa: 'pf' }]);
    await capture('clientes.update', () => clientes.update(5, cliente), [{ id: 1, tipo_pessoa: 'pf' }]);
    await capture('clientes.countOrders', () => clientes.countOrders(5), ONE_ROW);
    await capture('clientes.delete', () => clientes.delete(5));
    await capture('clientes.orders', () => clientes.orders(5));
    await capture('contatosPortal.destinatarios', () => contatos.destinatarios(5));
    await capture('contatosPortal.list', () => contatos.list(5));
    await capture('contatosPortal.cliente (lock)', () => contatos.cliente(5));
    await capture('contatosPortal.byEmail', () => contatos.byEmail('a@b.c'));
    await capture('contatosPortal.ofCliente (lock)', () => contatos.ofCliente(5, 9));
    await capture('contatosPortal.insert', () => contatos.insert(5, 'Ana', 'a@b.c'), ONE_ROW);
    await capture('contatosPortal.insertIfAbsent', () => contatos.insertIfAbsent(5, 'Ana', 'a@b.c'));
    await capture('contatosPortal.revoke', () => contatos.revoke(9, agora));
    await capture('meusDados.findCliente', () => meusDados.findCliente(5));
    await capture('meusDados.emailTakenByOther', () => meusDados.emailTakenByOther('a@b.c', 9));
    await capture('meusDados.updateCliente', () =>
      meusDados.updateCliente(5, {
        ...endereco,
        nome: 'Ana',
        razao_social: null,
        email_faturamento: 'f@b.c',
        telefone: null,
      }),
    );

    // The anonymisation and a contact's deletion: every statement reaches the rows by ids.
    await capture('anonimizacao.lockUsuarios', () => anonimizacao.lockUsuarios(5, db));
    await capture('anonimizacao.apagarContadores', () => anonimizacao.apagarContadores(5, db));
    await capture('anonimizacao.limparAuditoria', () => anonimizacao.limparAuditoria(5, db));
    await capture('anonimizacao.apagarContatos', () => anonimizacao.apagarContatos(5, db));
    await capture('anonimizacao.limparCotacoes', () => anonimizacao.limparCotacoes(5, db));
    await capture('anonimizacao.limparPedidos', () => anonimizacao.limparPedidos(5, db));
    await capture('anonimizacao.limparAceites', () => anonimizacao.limparAceites(5, db));
    await capture('exclusaoContato.lock', () => exclusao.lock(9, db));
    await capture('exclusaoContato.limparAuditoria', () => exclusao.limparAuditoria(contato, db));
    await capture('exclusaoContato.tirarDosDestinatarios', () => exclusao.tirarDosDestinatarios(contato, db));
    await capture('conta.emailsDosAdministradores', () => conta.emailsDosAdministradores());
    await capture('conta.exclusaoApagaOCliente', () => conta.exclusaoApagaOCliente(9));
    await capture('acessos.relatorio', () => acessos.relatorio(5));
    await capture('acessos.exportacoesDesde', () => acessos.exportacoesDesde(9, agora, db), ONE_ROW);
    for (const tabela of ['clientes', 'cotacoes', 'contatos', 'audit_logs']) {
      await capture(`dadosPessoaisExport.linhas ${tabela}`, () => exportacao.linhas(tabela, 5).next());
      await capture(`dadosPessoaisExport.linhas ${tabela} (login 9)`, () => exportacao.linhas(tabela, 5, 9).next());
    }
    await capture('dadosPessoaisExport.avisos (login 9)', () => exportacao.avisos(5, 9));
    await capture('userTokens.findByHash', () => links.findByHash('x'));
    await capture('userTokens.voidUnused', () => links.voidUnused(9, ['SET_PASSWORD'], 3));
    await capture('throttle.hit', () => throttle.hit('login:x', 60), ONE_ROW);
    await capture('contasExcluidas.guardar', () => contasExcluidas.guardar('conta-excluida:x', db));
    await capture('contasExcluidas.guardadas', () => contasExcluidas.guardadas(['conta-excluida:x']));

    await capturarContas(db, capture, agora, dataDir);

    // A method cut short by an empty answer would hide its later statements from the file.
    expect(stopped).toEqual([]);
    expectCommittedFile(TITULAR_FILE, await planFile(client, queries));
  }, 90_000);

  it('a lost index changes the recorded shape (the check can fail)', async () => {
    const { db, capture, queries } = capturingDatabase();
    await capture('sugestoes', () => new ProdutosRepository(db).sugestoes('mo'));
    const before = await explainShape(client, queries[0]!);
    await client.query('BEGIN');
    try {
      await client.query('DROP INDEX produtos_nome_prefixo_idx');
      const after = await explainShape(client, queries[0]!);
      expect(before.join('\n')).toContain('produtos_nome_prefixo_idx');
      expect(after.join('\n')).not.toContain('produtos_nome_prefixo_idx');
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
