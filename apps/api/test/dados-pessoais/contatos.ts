import { linkParams } from '../accounts/helpers.js';
import type { Caller } from '../support/backoffice-helpers.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';

export const SENHA_CONTATO = 'Senha-Contato-26';

export interface Contato {
  userId: number;
  nome: string;
  email: string;
  auth: { Authorization: string };
}

/** Signs in; the session's header, or null when the portal refuses (status kept for the assertion). */
export async function entrar(t: TestApp, email: string, senha = SENHA_CONTATO) {
  const response = await t.http.post('/api/auth/login').send({ email, password: senha });
  return { status: response.status, auth: { Authorization: `Bearer ${response.body.token as string}` } };
}

/**
 * A contact as staff give one access (issue 26): "Acesso ao portal" in the customer modal, the
 * invitation e-mail's link, the password set there, and the first sign-in.
 */
export async function convidar(
  t: TestApp,
  smtp: SmtpTestServer,
  staff: Caller,
  clienteId: number,
  contato: { nome: string; email: string },
): Promise<Contato> {
  const criado = await t.http.post(`/api/Clientes/${clienteId}/usuarios`).set(staff.auth).send(contato).expect(201);
  const { userId, token } = linkParams(await smtp.next(contato.email.toLowerCase()));
  await t.http.post('/api/auth/reset-password').send({ userId, token, newPassword: SENHA_CONTATO }).expect(200);
  const { status, auth } = await entrar(t, contato.email);
  if (status !== 200) throw new Error(`login de ${contato.email}: ${status}`);
  return { userId: criado.body.id as number, ...contato, email: contato.email.toLowerCase(), auth };
}
