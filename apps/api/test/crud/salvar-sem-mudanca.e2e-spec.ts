import { SERVER_MESSAGES } from '@portal/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { armazenado, edicoesAuditadas, REGISTROS, semVersao } from '../support/registros-editaveis.js';

// A save that changes nothing (every field sent back as stored) used to move `versao` anyway, so
// another person's open form became stale for nothing. It writes nothing now: same version, no audit
// entry, 200 with the current record.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Registro = (typeof REGISTROS)[number];
const versaoGuardada = (registro: Registro, id: number) => armazenado(t, registro, id, 'versao');
/** When the row was last written (users names the column in English). */
const gravadoEm = (registro: Registro, id: number) =>
  armazenado(t, registro, id, registro.tabela === 'users' ? 'updated_at' : 'atualizado_em');

describe.each(REGISTROS)('$nome: a save without changes', (registro) => {
  it('writes nothing: same versao, no audit entry, and another open form still saves', async () => {
    const { id, sessoes } = await registro.criar(t);
    const [a, b] = sessoes as [(typeof sessoes)[0], (typeof sessoes)[0]];
    // A first save stores the values as the server normalises them (what any form then reads).
    const inicial = (await registro.ler(t, a, id).expect(200)).body;
    await registro.salvar(t, a, id, inicial, { [registro.campo]: registro.valor(1) }).expect(200);
    const lidoA = (await registro.ler(t, a, id).expect(200)).body;
    const lidoB = (await registro.ler(t, b, id).expect(200)).body;
    const gravado = await gravadoEm(registro, id);

    const igual = await registro.salvar(t, a, id, lidoA, {});
    expect([igual.status, igual.body.versao]).toEqual([200, 1]);
    expect(await versaoGuardada(registro, id)).toBe(1);
    expect(await edicoesAuditadas(t, registro, id)).toHaveLength(1);
    expect(await gravadoEm(registro, id)).toEqual(gravado);

    // B's form, opened before A's no-change save, is not stale.
    const salvoB = await registro.salvar(t, b, id, lidoB, { [registro.campo]: registro.valor(2) });
    expect([salvoB.status, salvoB.body.versao]).toEqual([200, 2]);
    expect(await armazenado(t, registro, id)).toBe(registro.valor(2));
  });

  it('answers the current record (the back-office routes) or its message and versao (Meus Dados)', async () => {
    const { id, sessoes } = await registro.criar(t);
    const inicial = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
    await registro.salvar(t, sessoes[0]!, id, inicial, { [registro.campo]: registro.valor(3) }).expect(200);
    const lido = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
    const igual = await registro.salvar(t, sessoes[0]!, id, lido, {});
    expect(igual.status).toBe(200);
    if (registro.nome === 'Clientes' || registro.nome === 'Produtos') expect(igual.body).toEqual(lido);
    else expect(igual.body).toEqual(expect.objectContaining({ message: expect.any(String), versao: 1 }));
  });

  it('without versao it writes nothing either', async () => {
    const { id, sessoes } = await registro.criar(t);
    const inicial = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
    await registro.salvar(t, sessoes[0]!, id, inicial, { [registro.campo]: registro.valor(4) }).expect(200);
    const lido = semVersao((await registro.ler(t, sessoes[0]!, id).expect(200)).body);
    await registro.salvar(t, sessoes[0]!, id, lido, {}).expect(200);
    expect(await versaoGuardada(registro, id)).toBe(1);
    expect(await edicoesAuditadas(t, registro, id)).toHaveLength(1);
  });

  it('from a stale version it is still a 409 (the form showed an older record)', async () => {
    const { id, sessoes } = await registro.criar(t);
    const velho = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
    await registro.salvar(t, sessoes[1]!, id, velho, { [registro.campo]: registro.valor(5) }).expect(200);
    const salvo = await registro.salvar(t, sessoes[0]!, id, velho, {});
    expect([salvo.status, salvo.body.message]).toEqual([409, SERVER_MESSAGES.registroAlterado]);
    expect(await armazenado(t, registro, id)).toBe(registro.valor(5));
    expect(await versaoGuardada(registro, id)).toBe(1);
  });
});
