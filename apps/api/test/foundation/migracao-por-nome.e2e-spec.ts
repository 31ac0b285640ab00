import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { copiasDaBusca } from '../support/busca-copias.js';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';
import { cotacoesParaMigrar } from '../support/cotacoes-sob-escrita.js';

// Issue 30: cotacoes_por_nome (quotations per customer text) applied, as on an install upgraded from
// the previous release, to existing quotations while other connections keep inserting, renaming
// customers, moving quotations and deleting them: afterwards every name counts its quotations.
const ESTA = '20261126050000_cotacoes_por_nome';
// Kept by this one's triggers: it cannot come first.
const DEPOIS = '20261130010000_cotacoes_por_trigrama';

describe('cotacoes_por_nome is built while quotations are written', () => {
  const banco = bancoAntesDe(ESTA);

  it('counts every quotation per name, including those written during the migration', async () => {
    const db = await banco.conectar();
    // 3,000 more customers with letters at random: each migration runs long enough for writes to land.
    const escrita = await cotacoesParaMigrar(db, 3_000);
    // This one under writes; those between, as a release ending before DEPOIS; then DEPOIS under writes.
    const { aplicadas, escritas } = await banco.migrarSobEscrita(escrita, ESTA);
    expect(aplicadas).toEqual([ESTA]);
    expect(escritas).toBeGreaterThan(5);
    const entre = await banco.migrar(
      readdirSync(MIGRATIONS_DIR)
        .filter((n) => n < DEPOIS)
        .at(-1),
    );
    expect(entre.length).toBeGreaterThan(0);
    // Each writer goes on past the k it reached (its inserts' numbers are its k).
    const depois = await banco.migrarSobEscrita((i, k) => escrita(i, k + escritas), DEPOIS);
    expect(depois.aplicadas).toEqual([DEPOIS]);
    expect(depois.escritas).toBeGreaterThan(5);
    const { porNome, porNomeEsperado } = await copiasDaBusca(db);
    expect(porNome).toEqual(porNomeEsperado);
    expect(porNome.length).toBeGreaterThan(3);
    const indice = await db.query(
      `SELECT indisvalid FROM pg_index WHERE indexrelid = 'cotacoes_por_nome_trgm_idx'::regclass`,
    );
    expect(indice.rows).toEqual([{ indisvalid: true }]);
  }, 120_000);
});
