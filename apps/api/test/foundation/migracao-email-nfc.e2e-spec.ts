import { bancoAntesDe } from '../support/migracao-sob-escrita.js';
import { normalizeEmail } from '@portal/shared/validators';

// Since nfc-text every request text reaches the API in NFC, the login's e-mail too; an address saved
// before with decomposed accents ('jose\u0301@...', pasted from macOS) matched no sign-in, no 'Esqueci
// minha senha' and no new sign-up check any more: the account was locked out. email_nfc rewrites the
// stored addresses in NFC (and the billing e-mail the customer search reads with ILIKE).
const ESTA = '20261201050000_email_nfc';
const NFD = 'jose\u0301.conceic\u0327a\u0303o@exemplo.com.br';
const NFC = NFD.normalize('NFC');

describe('email_nfc stores every e-mail in NFC', () => {
  const banco = bancoAntesDe(ESTA);

  it('rewrites a decomposed login address and billing e-mail; two spellings of one address keep the older', async () => {
    const db = await banco.conectar();
    const papel = `(SELECT id FROM roles WHERE normalized_name = 'COMERCIAL')`;
    await db.query(`INSERT INTO users (email, name, role_id) VALUES ($1, 'Jose Um', ${papel})`, [NFD]);
    // The same address in both spellings (two accounts the unique index told apart): one keeps the NFC
    // form, the other is left as it is (the unique index forbids a second 'maria'), never a failure.
    const mariaNfc = 'mária@exemplo.com.br';
    await db.query(`INSERT INTO users (email, name, role_id) VALUES ($1, 'Maria Um', ${papel})`, [mariaNfc]);
    await db.query(`INSERT INTO users (email, name, role_id) VALUES ($1, 'Maria Dois', ${papel})`, [
      mariaNfc.normalize('NFD'),
    ]);
    // Two decomposed spellings with one NFC ('ǻ': 'å' + U+0301, or 'a' + U+030A + U+0301): the older takes it.
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ($1, 'Ana Um', ${papel}), ($2, 'Ana Dois', ${papel})`,
      ['\u00e5\u0301na@exemplo.com.br', 'a\u030a\u0301na@exemplo.com.br'],
    );
    await db.query(
      `
      INSERT INTO clientes (tipo_pessoa, nome, cpf, status, cep, logradouro, numero, bairro, cidade, uf, email_faturamento)
      VALUES ('pf', 'Cliente NFC', '00000000191', true, '01310100', 'RUA', '1', 'B', 'SAO PAULO', 'SP', $1)`,
      [NFD],
    );

    expect(await banco.migrar(ESTA)).toEqual([ESTA]);

    const login = await db.query(`SELECT name FROM users WHERE email = $1`, [normalizeEmail(NFC)]);
    expect(login.rows).toEqual([{ name: 'Jose Um' }]);
    const marias = await db.query(
      `SELECT name, email IS NFC NORMALIZED AS nfc FROM users WHERE name LIKE 'Maria%' ORDER BY name`,
    );
    expect(marias.rows).toEqual([
      { name: 'Maria Dois', nfc: false },
      { name: 'Maria Um', nfc: true },
    ]);
    const cliente = await db.query(`SELECT email_faturamento FROM clientes WHERE nome = 'Cliente NFC'`);
    expect(cliente.rows).toEqual([{ email_faturamento: NFC }]);
    const anas = await db.query(
      `SELECT name, email IS NFC NORMALIZED AS nfc FROM users WHERE name LIKE 'Ana%' ORDER BY name`,
    );
    expect(anas.rows).toEqual([
      { name: 'Ana Dois', nfc: false },
      { name: 'Ana Um', nfc: true },
    ]);
  }, 60_000);
});
