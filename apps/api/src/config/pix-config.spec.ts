import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-pix-'));
const BOM = {
  PIX_KEY: 'financeiro@exemplo.com.br',
  PIX_MERCHANT_NAME: 'Distribuidora Exemplo',
  PIX_MERCHANT_CITY: 'São Paulo',
};

/** The problems loadConfig throws with (none: []). */
function problemas(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

// Issue 29: a half-configured Pix must not start (the customers who chose Pix would get no BR Code).
describe('Pix configuration', () => {
  it('is off with none of the three, on with all three', () => {
    expect(loadConfig({ DATA_DIR }).pix).toBeUndefined();
    expect(loadConfig({ DATA_DIR, ...BOM }).pix).toEqual({
      key: 'financeiro@exemplo.com.br',
      merchantName: 'Distribuidora Exemplo',
      merchantCity: 'São Paulo',
    });
  });

  it('refuses to start with a part missing, naming what is missing', () => {
    expect(problemas({ PIX_KEY: BOM.PIX_KEY })).toEqual([
      'PIX_MERCHANT_NAME é obrigatória quando PIX_KEY está definida.',
      'PIX_MERCHANT_CITY é obrigatória quando PIX_KEY está definida.',
    ]);
    expect(problemas({ PIX_KEY: BOM.PIX_KEY, PIX_MERCHANT_NAME: BOM.PIX_MERCHANT_NAME })).toEqual([
      'PIX_MERCHANT_CITY é obrigatória quando PIX_KEY e PIX_MERCHANT_NAME estão definidas.',
    ]);
    expect(problemas({ PIX_KEY: BOM.PIX_KEY, PIX_MERCHANT_CITY: BOM.PIX_MERCHANT_CITY })).toEqual([
      'PIX_MERCHANT_NAME é obrigatória quando PIX_KEY e PIX_MERCHANT_CITY estão definidas.',
    ]);
    expect(problemas({ PIX_MERCHANT_NAME: BOM.PIX_MERCHANT_NAME, PIX_MERCHANT_CITY: BOM.PIX_MERCHANT_CITY })).toEqual([
      'PIX_KEY é obrigatória quando PIX_MERCHANT_NAME e PIX_MERCHANT_CITY estão definidas.',
    ]);
    // Blank counts as not set.
    expect(problemas({ ...BOM, PIX_MERCHANT_CITY: '   ' })).toEqual([
      'PIX_MERCHANT_CITY é obrigatória quando PIX_KEY e PIX_MERCHANT_NAME estão definidas.',
    ]);
  });

  it('refuses a name over 25, a city over 15 characters and a key no Pix account can have', () => {
    expect(problemas({ ...BOM, PIX_MERCHANT_NAME: 'Distribuidora Exemplo do Brasil' })).toEqual([
      'PIX_MERCHANT_NAME deve ter até 25 caracteres (recebido: Distribuidora Exemplo do Brasil).',
    ]);
    expect(problemas({ ...BOM, PIX_MERCHANT_CITY: 'São José dos Campos' })).toEqual([
      'PIX_MERCHANT_CITY deve ter até 15 caracteres (recebido: São José dos Campos).',
    ]);
    for (const key of ['financeiro', '123.456.789-09', '12345678901', '11222333000180', '11999998888', 'abc-uuid'])
      expect(problemas({ ...BOM, PIX_KEY: key })).toEqual([
        `PIX_KEY deve ser uma chave Pix: CPF ou CNPJ só com dígitos, e-mail, telefone como +5511999998888 ou chave aleatória (recebido: ${key}).`,
      ]);
    // Every problem at once, with the rest of the configuration's.
    expect(problemas({ PIX_KEY: 'x', PIX_MERCHANT_NAME: 'N'.repeat(26), PORT: 'abc' })).toEqual([
      'PORT deve ser um número inteiro entre 0 e 65535 (recebido: abc).',
      'PIX_KEY deve ser uma chave Pix: CPF ou CNPJ só com dígitos, e-mail, telefone como +5511999998888 ou chave aleatória (recebido: x).',
      `PIX_MERCHANT_NAME deve ter até 25 caracteres (recebido: ${'N'.repeat(26)}).`,
      'PIX_MERCHANT_CITY é obrigatória quando PIX_KEY e PIX_MERCHANT_NAME estão definidas.',
    ]);
  });

  it('takes every key form of the DICT', () => {
    for (const key of [
      '52998224725',
      '11222333000181',
      '+5511999998888',
      '+551133334444',
      'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      BOM.PIX_KEY,
    ])
      expect(loadConfig({ DATA_DIR, ...BOM, PIX_KEY: key }).pix?.key).toBe(key);
  });

  it('starts only with none or all three valid, and otherwise names every variable at fault', () => {
    const valor = (bom: string, ruins: string[]) => fc.constantFrom<string | undefined>(undefined, '', bom, ...ruins);
    const env = fc.record({
      PIX_KEY: valor(BOM.PIX_KEY, ['chave', '+55119']),
      PIX_MERCHANT_NAME: valor(BOM.PIX_MERCHANT_NAME, ['N'.repeat(26)]),
      PIX_MERCHANT_CITY: valor(BOM.PIX_MERCHANT_CITY, ['C'.repeat(16)]),
    });
    fc.assert(
      fc.property(env, (pix) => {
        const set = Object.fromEntries(Object.entries(pix).filter((e): e is [string, string] => e[1] !== undefined));
        const dados = Object.entries(set).filter(([, v]) => v.trim());
        const culpadas = dados.length
          ? Object.keys(BOM).filter((name) => set[name]?.trim() !== BOM[name as keyof typeof BOM])
          : [];
        const lista = problemas(set);
        expect(lista.map((p) => p.split(' ')[0])).toEqual(culpadas);
        if (!culpadas.length)
          expect(loadConfig({ DATA_DIR, ...set }).pix).toEqual(dados.length ? BOM_CONFIG : undefined);
      }),
      { numRuns: 150 },
    );
  });
});

const BOM_CONFIG = { key: BOM.PIX_KEY, merchantName: BOM.PIX_MERCHANT_NAME, merchantCity: BOM.PIX_MERCHANT_CITY };
