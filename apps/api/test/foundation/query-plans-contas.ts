import type { AppDatabase } from '../../src/database/database.js';
import { ONE_ROW, type Capture } from '../support/query-plans.js';
import { loadConfig } from '../../src/config/app-config.js';
import { AuthUsersRepository } from '../../src/modules/auth/auth-users.repository.js';
import { SessionCache } from '../../src/modules/auth/session-cache.js';
import { SessionsRepository } from '../../src/modules/auth/sessions.repository.js';
import { CadastroClienteRepository } from '../../src/modules/cadastro-cliente/cadastro-cliente.repository.js';
import { ContatoRepository } from '../../src/modules/contato/contato.repository.js';

/**
 * The statements of Fale conosco, the public registration and sign-in / sessions (moved off Prisma,
 * issue 28), for query-plans-titular.txt. The session cache is not listening, so the session check
 * reads the database.
 */
export async function capturarContas(db: AppDatabase, capture: Capture, agora: Date, dataDir: string): Promise<void> {
  const contatoPublico = new ContatoRepository(db);
  const cadastro = new CadastroClienteRepository(db);
  const authUsers = new AuthUsersRepository(db);
  const sessoes = new SessionsRepository(
    db,
    new SessionCache(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) })),
  );
  const novoContato = { nome: 'Ana', email: 'a@b.c', telefone: null, mensagem: 'Oi', ip: '10.0.0.1' };
  const cadastroPf = {
    tipo_pessoa: 'pf' as const,
    nome: 'Ana',
    email: 'a@b.c',
    cpf: '52998224725',
    cnpj: null,
    razao_social: null,
  };
  await capture('contato.donoDoEmail', () => contatoPublico.donoDoEmail('a@b.c'));
  await capture(
    'contato.insert',
    () => contatoPublico.insert({ ...novoContato, user_id: 9, cliente_id: 5, com_sessao: true }),
    ONE_ROW,
  );
  await capture('cadastroCliente.documentHolder (cpf)', () => cadastro.documentHolder('52998224725', null));
  await capture('cadastroCliente.documentHolder (cnpj)', () => cadastro.documentHolder(null, '11222333000181'));
  await capture('cadastroCliente.lockPendente', () => cadastro.lockPendente(5, db), ONE_ROW);
  await capture('cadastroCliente.deleteCliente', () => cadastro.deleteCliente(5, db));
  await capture('cadastroCliente.findLogin', () => cadastro.findLogin('a@b.c'));
  await capture(
    'cadastroCliente.createClienteAndLogin',
    () => cadastro.createClienteAndLogin(cadastroPf, { versao: '1', em: agora }, db),
    ONE_ROW,
  );
  await capture('authUsers.findLoginAccount', () => authUsers.findLoginAccount('a@b.c'));
  await capture('authUsers.recordSignIn', () => authUsers.recordSignIn(9, agora));
  await capture('authUsers.findState', () => authUsers.findState(9));
  await capture('authUsers.emailBelongsToOther', () => authUsers.emailBelongsToOther('a@b.c', 9));
  await capture('authUsers.setPassword', () => authUsers.setPassword(9, 'hash', agora), ONE_ROW);
  await capture('authUsers.confirmEmail', () => authUsers.confirmEmail(9, 'a@b.c', agora));
  await capture('sessions.findAccount (conta_da_sessao)', () => sessoes.findAccount(9, 'jti'));
  await capture('sessions.revoke', () => sessoes.revoke('jti', agora));
  await capture('sessions.endAllSessions', () => sessoes.endAllSessions(9));
  await capture('sessions.purgeExpired', () => sessoes.purgeExpired());
}
