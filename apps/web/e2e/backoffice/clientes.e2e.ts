import { maskCpf } from '@portal/shared/masks';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { cnpjFrom, cpfFrom, insertCliente } from '@portal/test-support';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { field, nextAlert, recordDialog, staffPage, tableRows, waitForSomeRows, waitForTotal, withDb } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

const PF_REQUIRED = [
  'Nome é obrigatório (PF).',
  'CPF é obrigatório',
  'Logradouro é obrigatório',
  'Bairro é obrigatório',
  'Cidade é obrigatória',
  'UF é obrigatória',
  'CEP é obrigatório',
  'Número é obrigatório',
];
const PJ_REQUIRED = [
  'Nome/Fantasia é obrigatório (PJ).',
  'CNPJ é obrigatório',
  'Razão Social é obrigatória (PJ).',
  'Email de faturamento é obrigatório (PJ).',
  'Obrigatória (PJ não isenta).',
];

async function expectTexts(page: Page, texts: string[]) {
  const dialog = recordDialog(page);
  for (const text of texts) await dialog.getByText(text, { exact: true }).waitFor();
}

async function searchByName(page: Page, nome: string) {
  await field(page.getByRole('search'), 'Nome/Razão Social').fill(nome);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

describe('customers: create, find, view, edit and delete (real server, Chromium)', () => {
  const browser = useBrowser();

  it('a pf customer, with every pf validation message and the CEP lookup', async () => {
    const tag = `Pf${Date.now().toString(36).slice(-5)}`;
    const nome = `Ana ${tag} Souza`;
    const cpf = cpfFrom(Date.now() % 800_000_000);
    const { page, alerts } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    expect(await page.getByRole('status').count()).toBe(0); // nothing searched yet
    await screenshot(page, 'clientes-busca-inicial');

    await searchByName(page, nome);
    await waitForTotal(page, 0);
    await page.getByText('Nenhum registro encontrado.').waitFor();

    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    await dialog.getByRole('tab', { name: 'Dados Gerais' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Buscar CNPJ' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectTexts(page, PF_REQUIRED);
    await screenshot(page, 'clientes-modal-validacao-pf');

    await field(dialog, 'CPF').fill('111.111.111-11');
    await field(dialog, 'Email de Faturamento').fill('ana@@x');
    await field(dialog, 'CEP').fill('0100');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectTexts(page, ['CPF inválido', 'Formato de e-mail inválido', 'CEP inválido']);

    // Buscar CEP: incomplete, unknown, refused, then found.
    await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
    expect(await nextAlert(alerts, 0)).toBe('CEP inválido ou incompleto');
    await field(dialog, 'CEP').fill('99999999');
    await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
    expect(await nextAlert(alerts, 1)).toBe('CEP não encontrado');
    await field(dialog, 'CEP').fill('00000000');
    await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
    expect(await nextAlert(alerts, 2)).toBe('Erro ou CEP inválido ao consultar o serviço de CEP.');
    await field(dialog, 'CEP').fill('01001000');
    expect(await field(dialog, 'CEP').inputValue()).toBe('01001-000');
    await dialog.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[name="logradouro"]') as HTMLInputElement)?.value === 'PRAÇA DA SÉ',
    );
    expect(await field(dialog, 'Cidade').inputValue()).toBe('SÃO PAULO');
    expect(await field(dialog, 'UF').inputValue()).toBe('SP');
    expect(await field(dialog, 'Bairro').inputValue()).toBe('SÉ');

    await field(dialog, 'CPF').fill(cpf);
    expect(await field(dialog, 'CPF').inputValue()).toBe(maskCpf(cpf));
    await field(dialog, 'Nome').fill(nome);
    await field(dialog, 'Email de Faturamento').fill(`ANA.${tag}@Exemplo.com`);
    await field(dialog, 'Número').fill('100a');
    await field(dialog, 'Complemento').fill('apto 12');
    expect(await field(dialog, 'Complemento').inputValue()).toBe('APTO 12');
    await screenshot(page, 'clientes-modal-criar-pf');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });

    // Saving closed the modal and refreshed the list.
    await waitForTotal(page, 1);
    const [row] = await tableRows(page);
    expect(row.slice(1)).toEqual([
      'Física',
      nome,
      maskCpf(cpf),
      `ana.${tag.toLowerCase()}@exemplo.com`,
      'Ativo',
      'SP',
      'SÃO PAULO',
    ]);
    const id = Number(row[0]);

    // View: read-only, Editar and Excluir, no lookups; Editar keeps the CPF fixed.
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await field(dialog, 'Nome').waitFor();
    expect(await field(dialog, 'Nome').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('button', { name: 'Buscar CEP' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    await screenshot(page, 'clientes-modal-visualizar-pf');
    await dialog.getByRole('tab', { name: 'Pedidos' }).click();
    await dialog.getByText('Nenhum pedido encontrado.').waitFor();
    await dialog.getByRole('tab', { name: 'Acesso ao portal' }).click();
    await dialog.getByText('Nenhum usuário encontrado.').waitFor();
    await dialog.getByRole('tab', { name: 'Dados Gerais' }).click();
    await dialog.getByRole('button', { name: 'Editar' }).click();
    await dialog.getByRole('button', { name: 'Buscar CEP' }).waitFor();
    expect(await field(dialog, 'CPF').getAttribute('readonly')).not.toBeNull();
    await field(dialog, 'Número').fill('200');
    await field(dialog, 'Cidade').fill('Osasco');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'OSASCO' }).waitFor();
    const stored = await withDb(e2e, (db) =>
      db.query('SELECT numero, cidade, cpf, email_faturamento FROM clientes WHERE id = $1', [id]),
    );
    expect(stored.rows[0]).toEqual({
      numero: '200',
      cidade: 'OSASCO',
      cpf,
      email_faturamento: `ana.${tag.toLowerCase()}@exemplo.com`,
    });

    // Delete with the confirmation's texts.
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir este Cliente?' });
    await confirm.getByText('Esta ação é irreversível. O registro será removido permanentemente do sistema.').waitFor();
    await screenshot(page, 'clientes-confirmar-exclusao');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await waitForTotal(page, 0);
    const left = await withDb(e2e, (db) => db.query('SELECT 1 FROM clientes WHERE id = $1', [id]));
    expect(left.rowCount).toBe(0);
    expect(alerts).toHaveLength(3);

    // The logs screen finds the creation and the deletion by the CPF in their data.
    const logs = (await staffPage(browser(), e2e, e2e.admin, '/admin/logs-busca')).page;
    await field(logs.getByRole('search'), 'JSON Log').fill(cpf);
    await logs.getByRole('button', { name: 'Buscar' }).click();
    await waitForSomeRows(logs);
    const messages = (await tableRows(logs)).map((r) => r[1].split(':')[0]);
    expect(messages).toEqual(expect.arrayContaining(['Cliente criado', 'Cliente excluído']));
  });

  it('a pj customer, with every pj message, Isento IE and the CNPJ lookup', async () => {
    const { page, alerts } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    await searchByName(page, 'Pão Quente');
    await waitForTotal(page, 0);
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    await dialog.getByLabel('Jurídica').check();
    expect(await field(dialog, 'CPF').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectTexts(page, [...PJ_REQUIRED, 'Logradouro é obrigatório', 'CEP é obrigatório']);
    await screenshot(page, 'clientes-modal-validacao-pj');
    await dialog.getByLabel('Isento IE').check();
    expect(await field(dialog, 'Inscrição Estadual').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Razão Social é obrigatória (PJ).').waitFor();
    expect(await dialog.getByText('Obrigatória (PJ não isenta).').count()).toBe(0);
    await dialog.getByLabel('Isento IE').uncheck();

    await field(dialog, 'CNPJ').fill('11.222.333/0001-82');
    await field(dialog, 'Email de Faturamento').fill('sem-formato');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectTexts(page, ['CNPJ inválido', 'Formato de e-mail inválido']);
    await dialog.getByRole('button', { name: 'Buscar CNPJ' }).click();
    expect(await nextAlert(alerts, 0)).toBe('CNPJ inválido');
    await field(dialog, 'CNPJ').fill(cnpjFrom('12ABC34501DE')); // valid alphanumeric CNPJ the provider does not know
    await dialog.getByRole('button', { name: 'Buscar CNPJ' }).click();
    expect(await nextAlert(alerts, 1)).toMatch(/^Erro ao consultar CNPJ: .+/);
    await field(dialog, 'CNPJ').fill('11222333000181');
    expect(await field(dialog, 'CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await dialog.getByRole('button', { name: 'Buscar CNPJ' }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[name="razao_social"]') as HTMLInputElement)?.value !== '',
    );
    expect(await field(dialog, 'Razão Social').inputValue()).toBe('PADARIA PÃO QUENTE LTDA');
    expect(await field(dialog, 'Nome Fantasia').inputValue()).toBe('Pão Quente');
    expect(await field(dialog, 'Email de Faturamento').inputValue()).toBe('financeiro@paoquente.com.br');
    expect(await field(dialog, 'CEP').inputValue()).toBe('20040-020');
    expect(await field(dialog, 'Cidade').inputValue()).toBe('RIO DE JANEIRO');
    await field(dialog, 'Inscrição Estadual').fill('12.345-678');
    expect(await field(dialog, 'Inscrição Estadual').inputValue()).toBe('12345678');
    await screenshot(page, 'clientes-modal-criar-pj');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await waitForTotal(page, 1);
    const [row] = await tableRows(page);
    expect(row.slice(1, 8)).toEqual([
      'Jurídica',
      'Pão Quente',
      '11.222.333/0001-81',
      'financeiro@paoquente.com.br',
      'Ativo',
      'RJ',
      'RIO DE JANEIRO',
    ]);

    // Find it by document too, then edit: the CNPJ stays fixed, Isento IE clears the IE.
    await field(page.getByRole('search'), 'Nome/Razão Social').fill('');
    await field(page.getByRole('search'), 'CPF/CNPJ').fill('11222333000181');
    expect(await field(page.getByRole('search'), 'CPF/CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Editar' }).click();
    expect(await field(dialog, 'CNPJ').getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Buscar CNPJ' }).waitFor();
    await dialog.getByLabel('Isento IE').check();
    await dialog.getByLabel('Ativo').uncheck();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    // statusfiltro ativo (default) no longer finds it; todos does.
    await waitForTotal(page, 0);
    await page.getByLabel('Status').selectOption('todos');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    expect((await tableRows(page))[0][5]).toBe('Inativo');
    const stored = await withDb(e2e, (db) =>
      db.query(`SELECT ie, isento_ie, status, cnpj FROM clientes WHERE cnpj = '11222333000181'`),
    );
    expect(stored.rows[0]).toEqual({ ie: null, isento_ie: true, status: false, cnpj: '11222333000181' });

    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: 'Tem certeza que deseja excluir este Cliente?' })
      .getByRole('button', { name: 'Sim, excluir' })
      .click();
    await waitForTotal(page, 0);
  });

  it('shows a customer’s orders in pt-BR and its users; a customer with orders cannot be deleted', async () => {
    const cpf = cpfFrom((Date.now() + 7919) % 800_000_000);
    const id = await withDb(e2e, async (db) => {
      const { id: clienteId } = await insertCliente(db, { nome: 'Bruno Pedidos Lima', cpf, cidade: 'SANTOS' });
      await db.query(
        `INSERT INTO pedidos (cliente_id, valor, data_emissao) VALUES ($1, 1234.5, '2026-03-04T15:00:00Z'), ($1, 99.9, '2026-11-01T12:00:00Z')`,
        [clienteId],
      );
      return clienteId;
    });
    const { page, alerts } = await staffPage(browser(), e2e, e2e.admin, '/comercial/clientes-busca');
    await field(page.getByRole('search'), 'ID').fill(String(id));
    await page.keyboard.press('Enter');
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const dialog = recordDialog(page);
    await dialog.getByRole('tab', { name: 'Pedidos' }).click();
    const pedidos = dialog.getByRole('table', { name: 'Pedidos' });
    await pedidos.waitFor();
    const texts = (await pedidos.locator('tbody tr').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/R\$ 1\.234,50 04\/03\/2026$/),
        expect.stringMatching(/R\$ 99,90 01\/11\/2026$/),
      ]),
    );
    await screenshot(page, 'clientes-modal-pedidos');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: 'Tem certeza que deseja excluir este Cliente?' })
      .getByRole('button', { name: 'Sim, excluir' })
      .click();
    expect(await nextAlert(alerts, 0)).toBe(SERVER_MESSAGES.customerHasOrders);
    await recordDialog(page).waitFor();

    // The seeded CLIENTE's customer lists its user.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await field(page.getByRole('search'), 'ID').fill('');
    await field(page.getByRole('search'), 'Email').fill(e2e.cliente.email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('tab', { name: 'Acesso ao portal' }).click();
    const usuarios = dialog.getByRole('table', { name: 'Usuários' });
    await usuarios.waitFor();
    const linhas = (await usuarios.locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatch(new RegExp(`^${e2e.cliente.name} ${e2e.cliente.email.replace(/\./g, '\\.')} Ativo `));
    await screenshot(page, 'clientes-modal-usuarios');
  });
});
