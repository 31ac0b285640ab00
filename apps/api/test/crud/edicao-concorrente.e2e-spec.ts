import { SERVER_MESSAGES } from '@portal/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { armazenado, edicoesAuditadas, REGISTROS, semVersao } from '../support/registros-editaveis.js';

// Trust finding F2: two people open the same record, both save; the later save, made from what it
// read before the first one, used to silently revert the first one's change.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(REGISTROS)('$nome: two sessions editing one record', (registro) => {
  it('the save made from a stale read is refused with 409, and the first save stays', async () => {
    const { id, sessoes } = await registro.criar(t);
    const [a, b] = sessoes as [(typeof sessoes)[0], (typeof sessoes)[0]];
    const lidoA = (await registro.ler(t, a, id).expect(200)).body;
    const lidoB = (await registro.ler(t, b, id).expect(200)).body;
    const [outro, valorOutro, colunaOutro = outro] = registro.outro;
    const outroAntes = await armazenado(t, registro, id, colunaOutro);

    const salvoA = await registro.salvar(t, a, id, lidoA, { [registro.campo]: 'Nome Salvo Por A' });
    expect(salvoA.status).toBe(200);
    const salvoB = await registro.salvar(t, b, id, lidoB, { [outro]: valorOutro });

    expect({ status: salvoB.status, message: salvoB.body.message }).toEqual({
      status: 409,
      message: SERVER_MESSAGES.registroAlterado,
    });
    expect(await armazenado(t, registro, id)).toBe('Nome Salvo Por A');
    expect(await armazenado(t, registro, id, colunaOutro)).toBe(outroAntes);
    expect(await edicoesAuditadas(t, registro, id)).toEqual([
      expect.objectContaining({ [registro.campo]: 'Nome Salvo Por A' }),
    ]);
  });

  it('carries versao in the read and the save answer; each accepted save moves it by one', async () => {
    const { id, sessoes } = await registro.criar(t);
    const lido = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
    expect(lido.versao).toBe(0);
    const salvo = await registro.salvar(t, sessoes[0]!, id, lido, { [registro.campo]: registro.valor(1) });
    expect([salvo.status, salvo.body.versao]).toEqual([200, 1]);
    const relido = (await registro.ler(t, sessoes[1]!, id).expect(200)).body;
    expect(relido.versao).toBe(1);
    const deNovo = await registro.salvar(t, sessoes[1]!, id, relido, { [registro.campo]: registro.valor(2) });
    expect([deNovo.status, deNovo.body.versao]).toEqual([200, 2]);
    expect(await armazenado(t, registro, id)).toBe(registro.valor(2));
  });

  it('a save without versao (a program written before it) works as before: the last one wins', async () => {
    const { id, sessoes } = await registro.criar(t);
    const lidoA = semVersao((await registro.ler(t, sessoes[0]!, id).expect(200)).body);
    const lidoB = semVersao((await registro.ler(t, sessoes[1]!, id).expect(200)).body);
    await registro.salvar(t, sessoes[0]!, id, lidoA, { [registro.campo]: registro.valor(3) }).expect(200);
    await registro.salvar(t, sessoes[1]!, id, lidoB, { [registro.campo]: registro.valor(4) }).expect(200);
    expect(await armazenado(t, registro, id)).toBe(registro.valor(4));
    expect(await edicoesAuditadas(t, registro, id)).toHaveLength(2);
  });

  it.each([-1, 1.5, 'um', '', null, true, [0], { v: 0 }, 2 ** 31])(
    'versao %p is a 400 in Portuguese, nothing written',
    async (versao) => {
      const { id, sessoes } = await registro.criar(t);
      const lido = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
      const answer = await registro.salvar(t, sessoes[0]!, id, lido, { [registro.campo]: registro.valor(5), versao });
      expect({ status: answer.status, errors: answer.body.errors }).toEqual({
        status: 400,
        errors: { versao: [SERVER_MESSAGES.integerOutOfRange] },
      });
      expect(await armazenado(t, registro, id)).not.toBe(registro.valor(5));
      expect(await edicoesAuditadas(t, registro, id)).toEqual([]);
    },
  );

  it('a versao sent as digits in text counts as that number (as forms send integers)', async () => {
    const { id, sessoes } = await registro.criar(t);
    const lido = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
    const salvo = await registro.salvar(t, sessoes[0]!, id, lido, { [registro.campo]: registro.valor(6), versao: '0' });
    expect([salvo.status, salvo.body.versao]).toEqual([200, 1]);
    const velho = await registro.salvar(t, sessoes[0]!, id, lido, { [registro.campo]: registro.valor(7), versao: '0' });
    expect(velho.status).toBe(409);
  });
});

describe('the searches carry versao on each row', () => {
  it.each(['Clientes?statusfiltro=todos', 'Produtos?statusfiltro=todos', 'UsuariosInternos?statusFiltro=todos'])(
    'GET /api/%s',
    async (rota) => {
      for (const registro of REGISTROS.filter((r) => rota.startsWith(r.nome))) {
        const { id, sessoes } = await registro.criar(t);
        const lido = (await registro.ler(t, sessoes[0]!, id).expect(200)).body;
        await registro.salvar(t, sessoes[0]!, id, lido, { [registro.campo]: registro.valor(8) }).expect(200);
        const { body } = await t.http.get(`/api/${rota}&id=${id}`).set(sessoes[0]!).expect(200);
        expect(body.data).toEqual([expect.objectContaining({ id, versao: 1 })]);
      }
    },
  );
});

describe('other writes of a record move its version too', () => {
  it('an anonymised customer: a form read before cannot save the person back (409)', async () => {
    const [clientes] = REGISTROS;
    const { id, sessoes } = await clientes!.criar(t);
    const lido = (await clientes!.ler(t, sessoes[0]!, id).expect(200)).body;
    await t.http
      .post(`/api/Clientes/${id}/anonimizar`)
      .set(sessoes[1]!)
      .send({ motivo: 'Pedido do titular por e-mail ao encarregado' })
      .expect(200);
    const anonimo = await armazenado(t, clientes!, id);
    const salvo = await clientes!.salvar(t, sessoes[0]!, id, lido, { complemento: 'SALA 2' });
    expect([salvo.status, salvo.body.message]).toEqual([409, SERVER_MESSAGES.registroAlterado]);
    expect(anonimo).not.toBe('Ana Beatriz Lima');
    expect(await armazenado(t, clientes!, id)).toBe(anonimo);
    expect(await armazenado(t, clientes!, id, 'email_faturamento')).toBeNull();
  });
});
