import { maskCpf } from '@portal/shared/masks';
import { cnpjFromSeed, cpfFrom, insertCliente } from '@portal/test-support';
import { linkParams } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { cotacao, criarProdutos } from './vizinhos.js';

export const SENHA = 'Senha-Titular-9';

/** A person with distinctive data, so a search for any of it finds only what the portal kept. */
export interface Pessoa {
  clienteId: number;
  userId: number;
  email: string;
  nome: string;
  cpf: string;
  telefoneAntigo: string;
  telefone: string;
  logradouro: string;
  bairro: string;
  cep: string;
  complemento: string;
  auth: { Authorization: string };
  cotacaoAceita: number;
  cotacaoEnviada: number;
}

export interface Mundo {
  admin: Caller;
  staff: Caller;
  pessoa: Pessoa;
  produtos: number[];
}

const endereco = (p: { logradouro: string; bairro: string; cep: string; complemento: string }) => ({
  cep: p.cep,
  logradouro: p.logradouro,
  numero: '77',
  bairro: p.bairro,
  cidade: 'Campinas',
  uf: 'SP',
  complemento: p.complemento,
});

/**
 * Builds a customer's life through the API: self-registration (privacy notice), password link,
 * two Meus Dados edits (an old phone stays only in the audit trail), a Fale conosco message, a
 * failed sign-in (throttle row), a password-reset link (token + queued e-mail), an accepted
 * quotation (order) and a sent one whose notes name the person.
 */
export async function criarPessoa(t: TestApp, smtp: SmtpTestServer, seed: number, mundo?: Mundo): Promise<Mundo> {
  const admin = mundo?.admin ?? (await callerFor(t, 'ADMIN', { name: 'Alice Administradora' }));
  const staff = mundo?.staff ?? (await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' }));
  const produtos = mundo?.produtos ?? (await criarProdutos(t));
  const tag = `z${seed}`;
  const nome = `Gertrudes Valquiria Lindqvist ${tag.toUpperCase()}`;
  const email = `gertrudes.${tag}@titular-exemplo.com.br`;
  const cpf = cpfFrom(seed);
  await t.http
    .post('/api/public/PublicClientes')
    .send({ tipo_pessoa: 'pf', nome, email, cpf: maskCpf(cpf), cnpj: null, razao_social: null })
    .expect(201);
  const link = await smtp.next(email);
  await t.http
    .post('/api/auth/reset-password')
    .send({ ...linkParams(link), newPassword: SENHA })
    .expect(200);
  const login = await t.http.post('/api/auth/login').send({ email, password: SENHA }).expect(200);
  const auth = { Authorization: `Bearer ${login.body.token as string}` };
  const { rows } = await t.db.query<{ cliente_id: number; id: number }>(
    'SELECT id, cliente_id FROM users WHERE email = $1',
    [email],
  );
  const p = {
    logradouro: `Rua Quixotesca ${tag}`,
    bairro: `Jardim Zarabatana ${tag}`,
    cep: `13${String(seed).slice(-6).padStart(6, '0')}`,
    complemento: `Bloco Xilofone ${tag}`,
  };
  const telefoneAntigo = `119${String(seed).slice(-8).padStart(8, '1')}`;
  const telefone = `219${String(seed).slice(-8).padStart(8, '2')}`;
  for (const tel of [telefoneAntigo, telefone]) {
    await t.http
      .put('/api/meusdados')
      .set(auth)
      .send({ nome, cpf, cnpj: null, razao_social: null, email_faturamento: email, telefone: tel, ...endereco(p) })
      .expect(200);
  }
  await t.http
    .post('/api/public/contato')
    .send({ nome, email, telefone, mensagem: `Olá, aqui é ${nome}; moro na ${p.logradouro}.` })
    .expect(200);
  await t.http.post('/api/auth/login').send({ email, password: 'Senha-errada-1' }).expect(401);
  await t.http.post('/api/meusdados/trocar-minha-senha').set(auth).expect(200);

  const pessoa = { clienteId: rows[0].cliente_id, userId: rows[0].id, email, nome, cpf, telefoneAntigo, telefone };
  const enviada = (observacoes: string | null) => cotacao(t, staff, pessoa.clienteId, produtos, observacoes);
  const cotacaoAceita = await enviada(null);
  await t.http.post(`/api/minhas-cotacoes/${cotacaoAceita}/aceitar`).set(auth).expect(200);
  const cotacaoEnviada = await enviada(`Entregar para ${nome}, telefone ${telefone}.`);
  return { admin, staff, produtos, pessoa: { ...pessoa, ...p, auth, cotacaoAceita, cotacaoEnviada } };
}

/** A pj customer inserted directly, with a responsible person as its login. */
export async function criarEmpresa(t: TestApp, seed: number): Promise<{ clienteId: number; caller: Caller }> {
  const { id: clienteId } = await insertCliente(t.db, {
    tipo_pessoa: 'pj',
    nome: 'Moveis Planejados Pirarucu',
    razao_social: 'MARCENARIA ZIMBRO LTDA',
    cnpj: cnpjFromSeed(seed),
    ie: '123456789',
    email_faturamento: 'orlando.fin@zimbro-exemplo.com.br',
    telefone: '1140028922',
    cep: '04567000',
    logradouro: 'Alameda Pirilampo Sereno',
    numero: '900',
    bairro: 'Vila Umbuzeiro',
    cidade: 'Santos',
  });
  const caller = await callerFor(t, 'CLIENTE', {
    clienteId,
    name: 'Orlando Responsavel Quintanilha',
    email: 'orlando.quintanilha@zimbro-exemplo.com.br',
  });
  return { clienteId, caller };
}
