import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, withDb } from '../backoffice/helpers';
import type { SeededUser } from '../support/context';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, inserirLogin, scrollWidth, type Cenario } from './helpers';

const e2e = inject('e2e');
const PHONE = { width: 375, height: 740 };
// Valid names (255 characters, the column's limit) with nowhere to break a line.
const LONGO = 'A'.repeat(255);
const OUTRO_LONGO = 'B'.repeat(255);

/** The width the page asks for once it has rendered `pronto` (the phone must not scroll sideways). */
async function larguraCom(page: Page, pronto: (page: Page) => Promise<void>): Promise<number> {
  await pronto(page);
  return scrollWidth(page);
}

// Finding F9: a 255-character name without spaces (accepted, and the billing login takes the
// customer's name) made the navbar user menu ~1435 px wide on a phone, and every page scrolled sideways.
describe('a long unbroken name does not widen the phone screens', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  let usuario: SeededUser;
  let colega: SeededUser;
  let cotacaoId: number;
  let pedidoId: number;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('nl'));
    usuario = { ...cenario.usuario, name: LONGO };
    colega = { email: `colega.${cenario.tag}@e2e.test`, password: 'Colega2026x', name: OUTRO_LONGO };
    await withDb(e2e, async (db) => {
      await db.query('UPDATE clientes SET nome = $1, razao_social = $1 WHERE id = $2', [LONGO, cenario.cliente.id]);
      await db.query('UPDATE users SET name = $1 WHERE email = $2', [LONGO, usuario.email]);
      await inserirLogin(db, colega, 'CLIENTE', cenario.cliente.id);
    });
    cotacaoId = (await cotacaoPronta(e2e, cenario, { enviar: true })).id;
    // A colleague's question: the thread shows their (long) name.
    const pergunta = await api(e2e, colega, 'POST', `/api/minhas-cotacoes/${cotacaoId}/mensagens`, {
      texto: 'Qual o prazo?',
    });
    if (pergunta.status !== 201) throw new Error(`mensagem: ${pergunta.status}`);
    const aceita = await cotacaoPronta(e2e, cenario, { enviar: true });
    const aceite = await api<{ pedidoId: number }>(e2e, usuario, 'POST', `/api/minhas-cotacoes/${aceita.id}/aceitar`);
    if (aceite.status !== 200) throw new Error(`aceitar: ${aceite.status}`);
    pedidoId = aceite.body.pedidoId;
  });

  it('on every customer page, at 375 px, nothing is wider than the screen', async () => {
    const telas: [string, (page: Page) => Promise<void>][] = [
      [
        '/cliente/minhas-cotacoes',
        (p) => p.getByRole('list', { name: 'Cotações' }).getByRole('link').first().waitFor(),
      ],
      [
        `/cliente/minhas-cotacoes/${cotacaoId}`,
        (p) => p.getByRole('list', { name: 'Mensagens' }).getByText('Qual o prazo?').waitFor(),
      ],
      ['/cliente/meus-pedidos', (p) => p.getByRole('list', { name: 'Pedidos' }).getByRole('link').first().waitFor()],
      [
        `/cliente/meus-pedidos/${pedidoId}`,
        (p) =>
          p
            .getByRole('heading', { name: /Pedido/ })
            .first()
            .waitFor(),
      ],
      ['/meus-dados', (p) => p.getByRole('form', { name: 'Meus Dados' }).waitFor()],
    ];
    const largas: string[] = [];
    const page = await signedInPage(browser(), e2e, usuario, '/cliente/minhas-cotacoes', PHONE);
    for (const [path, pronto] of telas) {
      await page.goto(path);
      const largura = await larguraCom(page, pronto);
      if (largura > PHONE.width) largas.push(`${path}: ${largura} px`);
    }
    // The user menu opened: its name is cut with an ellipsis, the screen still fits.
    await page.getByRole('button', { name: new RegExp(LONGO.slice(0, 20)) }).click();
    await page.getByRole('menu').waitFor();
    const menu = await scrollWidth(page);
    if (menu > PHONE.width) largas.push(`menu do usuário: ${menu} px`);
    expect(largas).toEqual([]);
  });

  it('any unbroken name up to 255 characters (fast-check) keeps the quotation page within 375 px', async () => {
    const page = await signedInPage(browser(), e2e, usuario, '/cliente/minhas-cotacoes', PHONE);
    const semEspaco = fc
      .string({ minLength: 1, maxLength: 255, unit: 'grapheme-ascii' })
      .map((nome) => nome.replace(/\s/g, '_'));
    await fc.assert(
      fc.asyncProperty(semEspaco, semEspaco, async (nome, nomeColega) => {
        await withDb(e2e, async (db) => {
          await db.query('UPDATE users SET name = $1 WHERE email = $2', [nome, usuario.email]);
          await db.query('UPDATE users SET name = $1 WHERE email = $2', [nomeColega, colega.email]);
        });
        await page.goto(`/cliente/minhas-cotacoes/${cotacaoId}`);
        const conversa = page.getByRole('list', { name: 'Mensagens' });
        await expect.poll(() => conversa.innerText(), { timeout: 20_000 }).toContain(nomeColega);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      }),
      // Each run loads the page: a few generated names besides the two 255-character ones.
      { numRuns: 4, examples: [[LONGO, OUTRO_LONGO]] },
    );
  });
});
