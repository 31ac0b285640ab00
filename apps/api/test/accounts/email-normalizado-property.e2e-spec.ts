import fc from 'fast-check';
import { EMAIL_SPACES, normalizeEmail } from '@portal/shared/validators';
import { sql } from 'kysely';
import { AppDatabase } from '../../src/database/database.js';
import { emailNormalizado } from '../../src/database/email-normalizado.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// One rule for an e-mail address, written twice: normalizeEmail (packages/shared) for what the API and
// the web store and compare, emailNormalizado for what SQL compares. They must agree on any address,
// or a login typed 'İLKER@X.COM' is not the stored 'i̇lker@x.com' to one side. The stored side also
// has to be what the users_email_lower_check accepts (email = lower(email), the database's collation).
let t: TestApp;
let db: AppDatabase;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.get(AppDatabase);
});
afterAll(() => t.close());

// Any character of the scripts real addresses use (Latin with its extensions, Greek, Cyrillic,
// Armenian). Not every grapheme: the database lowers with its own ICU, which can be older than Node's
// (the embedded PostgreSQL's knows Unicode 10), so a script encoded later (Medefaidrin, Georgian
// Mtavruli) may keep its capitals in SQL; pg_unicode_fast would agree but exists only from PostgreSQL 17.
const letraDeEndereco = fc
  .oneof(fc.integer({ min: 0x21, max: 0x24f }), fc.integer({ min: 0x370, max: 0x58f }))
  .map((ponto) => String.fromCodePoint(ponto));

// Letters whose lower case differs between locales and mappings, the spaces trim() takes off and some
// it keeps (zero-width space, combining dot), and any other grapheme.
const letra = fc.oneof(
  fc.constantFrom('İ', 'I', 'ı', 'i', 'ß', 'ẞ', 'Σ', 'σ', 'ς', 'ǅ', 'Ǆ', 'K', 'Å', 'ﬀ', 'ΐ', 'É', 'Ç', 'Ꭰ'),
  fc.constantFrom('@', '.', '-', '_', '+', 'A', 'z', '0', ' ', '\u0307', '\u200b', '\u0085'),
  fc.constantFrom(...EMAIL_SPACES),
  letraDeEndereco,
);
const espacos = fc.string({ unit: fc.constantFrom(...EMAIL_SPACES), maxLength: 3 });
const endereco = fc
  .tuple(espacos, fc.string({ unit: letra, maxLength: 12 }), espacos)
  .map((partes) => partes.join(''))
  // PostgreSQL text holds no NUL character.
  .filter((texto) => !texto.includes('\u0000'));

/** What the database makes of each address: the SQL normalisation, and whether the CHECK accepts it. */
async function noBanco(enderecos: string[]) {
  const { rows } = await sql<{ normalizado: string; aceito: boolean }>`
    SELECT ${emailNormalizado(sql.ref('e.x'))} AS normalizado,
           ${emailNormalizado(sql.ref('e.x'))} = lower(${emailNormalizado(sql.ref('e.x'))}) AS aceito
      FROM unnest(${enderecos}::text[]) WITH ORDINALITY AS e(x, i) ORDER BY e.i`.execute(db);
  return rows;
}

describe('e-mail normalisation: the SQL expression and normalizeEmail', () => {
  it('agree on the cases that differ between mappings', async () => {
    const casos = [
      'İLKER@X.COM',
      'ΟΔΟΣ@X.GR',
      'STRAẞE@x.de',
      'ß@x.de',
      ' \tAna@Exemplo.com\n ',
      '\u00a0a@b.c\u3000\ufeff',
    ];
    expect((await noBanco(casos)).map((row) => row.normalizado)).toEqual(casos.map(normalizeEmail));
  });

  it('agree on generated addresses, and the CHECK on users.email accepts every normalised one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(endereco, { minLength: 1, maxLength: 25 }), async (enderecos) => {
        const rows = await noBanco(enderecos);
        expect(rows.map((row) => row.normalizado)).toEqual(enderecos.map(normalizeEmail));
        expect(rows.every((row) => row.aceito)).toBe(true);
      }),
      { numRuns: 60, seed: 20261130 },
    );
  });
});
