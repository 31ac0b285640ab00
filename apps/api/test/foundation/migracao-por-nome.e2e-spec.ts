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
    const escrita = await cotacoesParaMigrar(db);
    const { aplicadas, escritas } = await banco.migrarSobEscrita(escrita);

    // This one and those after it (DEPOIS among them), as an upgrade applies them.
    expect(aplicadas).toEqual(readdirSync(MIGRATIONS_DIR).filter((n) => n >= ESTA));
    expect(aplicadas).toContain(DEPOIS);
    expect(escritas).toBeGreaterThan(20);
    const { porNome, porNomeEsperado } = await copiasDaBusca(db);
    expect(porNome).toEqual(porNomeEsperado);
    expect(porNome.length).toBeGreaterThan(3);
    const indice = await db.query(
      `SELECT indisvalid FROM pg_index WHERE indexrelid = 'cotacoes_por_nome_trgm_idx'::regclass`,
    );
    expect(indice.rows).toEqual([{ indisvalid: true }]);
  }, 120_000);
});
