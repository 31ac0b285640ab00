#!/usr/bin/env node
// Opens the portal in a real Chromium at a LAN address over plain HTTP (not localhost, where browsers
// forgive what they refuse elsewhere) and signs in: the page must render, no asset may be asked over
// https, and the dashboard must open. With --nova-senha, the password is a generated one: the login
// leads to the password page, the new password is saved, and the sign-in is done again with it.
//   node scripts/lan-login-check.mjs http://192.168.0.10:3000 admin@empresa.com.br SENHA [--nova-senha NOVA]
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(resolve(import.meta.dirname, '../apps/web/package.json'));
const { chromium } = require('playwright-core');

/** The machine's first non-loopback IPv4 address (what `hostname -I` prints first). */
export async function lanAddress() {
  const { networkInterfaces } = await import('node:os');
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!found) throw new Error('nenhum endereço de rede local (IPv4) nesta máquina');
  return found.address;
}

export async function lanLogin({ baseUrl, email, password, newPassword }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const failed = [];
  const https = [];
  try {
    const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    page.setDefaultTimeout(15_000);
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('request', (request) => request.url().startsWith('https://') && https.push(request.url()));
    const signIn = async (secret) => {
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByLabel('Senha').fill(secret);
      await page.getByRole('button', { name: 'Acessar' }).click();
    };
    const response = await page.goto(`${baseUrl}/login`);
    const headers = response.headers();
    await page.getByRole('heading', { name: 'Acessar sua conta' }).waitFor();
    await signIn(password);
    if (newPassword) {
      await page.waitForURL((url) => url.pathname === '/reset-password');
      await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirmar nova senha').fill(newPassword);
      await page.getByRole('button', { name: 'Salvar senha' }).click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Acessar sua conta' }).waitFor();
      await signIn(newPassword);
    }
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    return {
      csp: headers['content-security-policy'] ?? '',
      hsts: headers['strict-transport-security'],
      failed,
      https,
      landed: new URL(page.url()).pathname,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, email, password, flag, newPassword] = process.argv.slice(2);
  if (!baseUrl || !email || !password || (flag && flag !== '--nova-senha')) {
    console.error('uso: node scripts/lan-login-check.mjs URL EMAIL SENHA [--nova-senha NOVA]');
    process.exit(2);
  }
  const result = await lanLogin({ baseUrl, email, password, newPassword }).catch((error) => {
    console.error(`✗ ${baseUrl}: ${error.message.split('\n')[0]}`);
    process.exit(1);
  });
  const problems = [
    result.csp.includes('upgrade-insecure-requests') && 'CSP com upgrade-insecure-requests em HTTP',
    result.hsts && `HSTS em HTTP: ${result.hsts}`,
    result.https.length && `pedidos em https: ${result.https.slice(0, 3).join(', ')}`,
    result.failed.length && `pedidos que falharam: ${result.failed.slice(0, 3).join(', ')}`,
  ].filter(Boolean);
  if (problems.length) {
    console.error(`✗ ${baseUrl}: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(
    `✓ ${baseUrl}: renderizou em HTTP, entrou${newPassword ? ' (trocando a senha gerada)' : ''} e abriu ${result.landed}`,
  );
}
