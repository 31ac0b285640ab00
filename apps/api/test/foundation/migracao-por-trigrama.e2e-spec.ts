import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { copiasDaBusca, trigramasDaBusca } from '../support/busca-copias.js';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';
import { cotacoesParaMigrar } from '../support/cotacoes-sob-escrita.js';

// Issue 30: cotacoes_por_trigrama (quotations per 3-character piece of the customer text) applied, as
// on an install upgraded from the previous release, to existing quotations while other connections
// keep inserting, renaming customers, moving quotations and deleting them: afterwards every piece
// counts its quotations, and cotacoes_por_nome still counts each name's.
const ESTA = '20261130010000_cotacoes_por_trigrama';

describe('cotacoes_por_trigrama is built while quotations are written', () => {
  const banco = bancoAntesDe(ESTA);

  it('counts every quotation per piece, including those written during the migration', async () => {
    const db = await banco.conectar();
    // 3,000 more customers with letters at random: ~4.7k pieces, so the backfill runs in several batches.
    const escrita = await cotacoesParaMigrar(db, 3_000);
    const { aplicadas, escritas } = await banco.migrarSobEscrita(escrita);

    // This one and those after it, as an upgrade applies them.
    expect(aplicadas).toEqual(readdirSync(MIGRATIONS_DIR).filter((n) => n >= ESTA));
    expect(escritas).toBeGreaterThan(20);
    const { porTrigrama, recontagem } = await trigramasDaBusca(db);
    expect(porTrigrama).toEqual(recontagem);
    expect(porTrigrama.length).toBeGreaterThan(2_000);
    const { porNome, porNomeEsperado } = await copiasDaBusca(db);
    expect(porNome).toEqual(porNomeEsperado);
  }, 120_000);
});
