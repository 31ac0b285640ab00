import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

export const CREATED = 'Cadastro realizado com sucesso! Verifique seu e-mail para definir sua senha.';
export const JA_CLIENTE =
  'Este CPF/CNPJ já é cliente. Para acessar o portal, peça à empresa um acesso para o seu e-mail: ' +
  'vendas@empresa.test, (11) 3333-4444. Se você já tem login, use "Esqueci minha senha".';

/** A real SMTP server and the app sending to it, with the company contact the 409 names and a loose per-IP limit. */
export async function startCadastroApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: SmtpTestServer }> {
  const smtp = await startSmtpServer();
  const t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_FORM_MAX_PER_HOUR: '1000',
    CONTACT_EMAIL: 'vendas@empresa.test',
    CONTACT_PHONE: '(11) 3333-4444',
    ...env,
  });
  return { t, smtp };
}
