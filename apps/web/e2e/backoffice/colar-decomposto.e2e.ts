import { describe, expect, inject, it } from 'vitest';
import { LIMITS } from '@portal/shared/constants';
import { field, recordDialog, staffPage } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

// Text copied from macOS or a PDF is decomposed ('e' + U+0301): the browser's maxlength counts its
// UTF-16 units, so a name the API accepts (it counts the NFC form) was cut short on paste, silently.
describe('a decomposed text pasted into a limited field is kept whole (real Chromium)', () => {
  const browser = useBrowser();

  it('a product name of 100 accented letters pasted decomposed keeps its 100 letters', async () => {
    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/produtos-busca');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    const nome = field(dialog, 'Nome');
    const composto = 'Café São João Açúcar Pão '.repeat(5).slice(0, LIMITS.product.nome);
    expect(composto.length).toBe(LIMITS.product.nome);
    await page.evaluate((texto) => navigator.clipboard.writeText(texto), composto.normalize('NFD'));
    await nome.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => nome.inputValue()).not.toBe('');
    expect((await nome.inputValue()).normalize('NFC')).toBe(composto);
  });
});
