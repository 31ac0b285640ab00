import { FATURAMENTO_ANTERIOR_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { insertCliente } from '@portal/test-support';
import { describe, expect, inject, it } from 'vitest';
import { field, recordDialog, runTag, staffPage, waitForTotal, withDb } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

// Probe 7 F11: staff correct a billing e-mail whose address already signed in to the portal (a person
// there set a password). The login is not removed behind their back: the save's notice says the old
// address kept access and where to revoke it.
describe('customer form: correcting the billing e-mail (probe 7 F11)', () => {
  const browser = useBrowser();

  it('says the old address still has access and where to revoke it', async () => {
    const tag = runTag('Fat');
    const antigo = `${tag.toLowerCase()}@errado.e2e.test`;
    const desde = await withDb(e2e, async (db) => {
      const { id } = await insertCliente(db, { nome: `Cliente ${tag}`, email_faturamento: antigo });
      const { rows } = await db.query<{ desde: string }>(
        `INSERT INTO users (email, name, role_id, cliente_id, status, password_hash)
         VALUES ($1, 'Quem Digitou', (SELECT id FROM roles WHERE normalized_name = 'CLIENTE'), $2, 1, 'hash-de-teste')
         RETURNING to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS desde`,
        [antigo, id],
      );
      return rows[0]!.desde;
    });
    const { page, alerts } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    await field(page.getByRole('search'), 'Nome/Razão Social').fill(tag);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const dialog = recordDialog(page);
    await dialog.getByRole('button', { name: 'Editar' }).click();
    await field(dialog, 'Email de Faturamento').fill(`${tag.toLowerCase()}@certo.e2e.test`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const texto = `${SUCCESS_MESSAGES.customerUpdated} ${FATURAMENTO_ANTERIOR_MESSAGES.comAcesso(antigo, desde)}`;
    const aviso = page.locator('.MuiSnackbar-root').getByRole('alert').filter({ hasText: antigo });
    await aviso.waitFor();
    expect(await aviso.innerText()).toBe(texto);
    expect(alerts).toEqual([]);
  });
});
