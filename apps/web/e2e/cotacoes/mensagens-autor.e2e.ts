import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, withDb } from '../backoffice/helpers';
import type { SeededUser } from '../support/context';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, inserirLogin } from './helpers';

const e2e = inject('e2e');

/** Each message's label ("Você" or the author's name), with its text, as the page shows them. */
async function rotulos(page: Page): Promise<[string, string][]> {
  const itens = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
  await expect.poll(() => itens.count(), { timeout: 20_000 }).toBe(4);
  return (await itens.allInnerTexts()).map((texto) => {
    const [cabecalho, ...corpo] = texto.split('\n');
    return [cabecalho.split(' · ')[0], corpo.join('\n').trim()];
  });
}

// Finding F10: the label was decided by side, so Paula saw João's question as "Você (João …)" and
// staff saw each other's answers as "Você". "Você" is the signed-in user's own message, and only that.
describe('who wrote each message of the thread', () => {
  const browser = useBrowser();
  let cotacaoId: number;
  let joao: SeededUser;
  let paula: SeededUser;
  let davi: SeededUser;
  beforeAll(async () => {
    const cenario = await criarCenario(e2e, runTag('ma'));
    joao = { ...cenario.usuario, name: `João Padeiro ${cenario.tag}` };
    paula = { email: `paula.${cenario.tag}@e2e.test`, password: 'Paula2026xx', name: `Paula Compras ${cenario.tag}` };
    davi = { email: `davi.${cenario.tag}@e2e.test`, password: 'Davi2026xxx', name: `Davi Vendas ${cenario.tag}` };
    await withDb(e2e, async (db) => {
      await db.query('UPDATE users SET name = $1 WHERE email = $2', [joao.name, joao.email]);
      await inserirLogin(db, paula, 'CLIENTE', cenario.cliente.id);
      await inserirLogin(db, davi, 'COMERCIAL');
    });
    cotacaoId = (await cotacaoPronta(e2e, cenario, { enviar: true })).id;
    for (const [autor, rota, texto] of [
      [joao, 'minhas-cotacoes', 'Pergunta do João'],
      [paula, 'minhas-cotacoes', 'Pergunta da Paula'],
      [e2e.comercial, 'Cotacoes', 'Resposta da Carla'],
      [davi, 'Cotacoes', 'Resposta do Davi'],
    ] as const) {
      const escrita = await api(e2e, autor, 'POST', `/api/${rota}/${cotacaoId}/mensagens`, { texto });
      if (escrita.status !== 201) throw new Error(`mensagem de ${autor.email}: ${escrita.status}`);
    }
  });

  it('two contacts of one company and two staff users each see "Você" on their own message only', async () => {
    const nomes = () => ({
      'Pergunta do João': joao.name,
      'Pergunta da Paula': paula.name,
      'Resposta da Carla': e2e.comercial.name,
      'Resposta do Davi': davi.name,
    });
    const vistos: Record<string, Record<string, string>> = {};
    for (const [leitor, path] of [
      [joao, `/cliente/minhas-cotacoes/${cotacaoId}`],
      [paula, `/cliente/minhas-cotacoes/${cotacaoId}`],
      [e2e.comercial, `/comercial/cotacoes/${cotacaoId}`],
      [davi, `/comercial/cotacoes/${cotacaoId}`],
    ] as const) {
      const page = await signedInPage(browser(), e2e, leitor, path);
      vistos[leitor.email] = Object.fromEntries((await rotulos(page)).map(([rotulo, texto]) => [texto, rotulo]));
      await page.context().close();
    }
    const esperado = (leitor: SeededUser) =>
      Object.fromEntries(Object.entries(nomes()).map(([texto, nome]) => [texto, nome === leitor.name ? 'Você' : nome]));
    expect(vistos).toEqual({
      [joao.email]: esperado(joao),
      [paula.email]: esperado(paula),
      [e2e.comercial.email]: esperado(e2e.comercial),
      [davi.email]: esperado(davi),
    });
  });
});
