import { createHash } from 'node:crypto';
import { callerFor } from '../support/backoffice-helpers.js';
import type { TestApp } from '../support/test-app.js';
import { pdfPages } from './pdf-text.js';
import { emStatus, useQuoteWorld, type World } from './cotacoes-helpers.js';

const sha256 = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');

// Issue 29: the acceptance certificate (simple electronic signature, Lei 14.063/2020). Whoever holds
// the PDF that was sent can hash it and find that hash in the certificate, as JSON and on its page.
describe('acceptance certificate', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const baixar = async (path: string, auth: Record<string, string>) => {
    const res = await t.http.get(path).set(auth).responseType('blob').expect(200);
    return res.body as Buffer;
  };

  it('states who, when, from where and the SHA-256 of the exact PDF that was sent', async () => {
    const q = await emStatus(t, w, 'enviada');
    const enviado = await baixar(`/api/minhas-cotacoes/${q.id}/pdf`, w.clienteUser.auth);
    await t.http
      .post(`/api/minhas-cotacoes/${q.id}/aceitar`)
      .set(w.clienteUser.auth)
      .set('User-Agent', 'Navegador de Teste/1.0 (Lei 14.063)')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);

    const staff = (await t.http.get(`/api/Cotacoes/${q.id}/aceite`).set(w.staff.auth).expect(200)).body;
    const cliente = (await t.http.get(`/api/minhas-cotacoes/${q.id}/aceite`).set(w.clienteUser.auth).expect(200)).body;
    expect(cliente).toEqual(staff);
    expect(staff).toEqual({
      cotacaoId: q.id,
      numero: q.numero,
      revisao: 1,
      usuarioId: w.clienteUser.user.id,
      nome: 'Carla Cliente',
      email: w.clienteUser.user.email,
      aceitoEm: '2026-11-24T15:00:00.000Z',
      aceitoEmBrasilia: '24/11/2026 12:00:00',
      ip: expect.any(String),
      userAgent: 'Navegador de Teste/1.0 (Lei 14.063)',
      pdfSha256: sha256(enviado),
    });

    // The accepted PDF: the sent bytes, untouched, then the certificate page.
    const aceito = await baixar(`/api/Cotacoes/${q.id}/pdf`, w.staff.auth);
    expect(aceito.subarray(0, enviado.length).equals(enviado)).toBe(true);
    expect(sha256(aceito.subarray(0, enviado.length))).toBe(staff.pdfSha256);
    const paginas = await pdfPages(aceito);
    expect(paginas).toHaveLength((await pdfPages(enviado)).length + 1);
    const certificado = paginas.at(-1)!;
    expect(certificado).toContain('Certificado de aceite');
    expect(certificado).toContain('Lei 14.063/2020');
    for (const valor of [staff.pdfSha256, 'Carla Cliente', staff.email, '24/11/2026 12:00:00', staff.ip])
      expect(certificado).toContain(valor);
    expect(certificado).toContain('Navegador de Teste/1.0 (Lei 14.063)');
    // The customer downloads the same document.
    expect((await baixar(`/api/minhas-cotacoes/${q.id}/pdf`, w.clienteUser.auth)).equals(aceito)).toBe(true);
  });

  it('prints any name the PDF prints, in its embedded font, and counts the certificate in "Página X de Y"', async () => {
    const q = await emStatus(t, w, 'enviada');
    const enviado = await baixar(`/api/minhas-cotacoes/${q.id}/pdf`, w.clienteUser.auth);
    const lukasz = await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Łukasz Øster Żółć Жуков Ωmega' });
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(lukasz.auth).expect(200);
    const aceito = await baixar(`/api/Cotacoes/${q.id}/pdf`, w.staff.auth);
    expect(aceito.subarray(0, enviado.length).equals(enviado)).toBe(true);
    const paginas = await pdfPages(aceito);
    expect(paginas).toHaveLength((await pdfPages(enviado)).length + 1);
    paginas.forEach((pagina, i) => {
      expect(pagina).toContain(`Página ${i + 1} de ${paginas.length}`);
      expect(pagina).not.toMatch(new RegExp(`Página \\d+ de (?!${paginas.length}\\b)`));
    });
    const certificado = paginas.at(-1)!;
    expect(certificado).toContain('Aceita por\nŁukasz Øster Żółć Жуков Ωmega\n');
    expect(certificado).not.toContain('?');
    // The fonts of the certificate page are the PDF's embedded ones, no standard Helvetica.
    expect(aceito.toString('latin1')).not.toContain('/BaseFont /Helvetica');
  });

  it('is 404 in Portuguese before the accept, and for another customer', async () => {
    const q = await emStatus(t, w, 'enviada');
    expect((await t.http.get(`/api/Cotacoes/${q.id}/aceite`).set(w.staff.auth).expect(404)).body.message).toBe(
      'Esta cotação não tem certificado de aceite.',
    );
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    await t.http.get(`/api/minhas-cotacoes/${q.id}/aceite`).set(w.outroUser.auth).expect(404);
    await t.http.get(`/api/Cotacoes/${q.id}/aceite`).set(w.clienteUser.auth).expect(403);
  });

  it("says 'Não registrado' for what an accept from before the certificate did not record", async () => {
    const q = await emStatus(t, w, 'enviada');
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    // As the certificate migration wrote the accepts made before it: no user agent, the IP if any.
    await t.db.query('DELETE FROM cotacao_aceites WHERE cotacao_id = $1', [q.id]);
    await t.db.query(
      `INSERT INTO cotacao_aceites (cotacao_id, usuario_id, nome, email, aceito_em, ip, pdf_sha256)
       VALUES ($1, $2, 'Carla Cliente', $3, '2026-11-20T12:00:00Z', '', NULL)`,
      [q.id, w.clienteUser.user.id, w.clienteUser.user.email],
    );
    const staff = (await t.http.get(`/api/Cotacoes/${q.id}/aceite`).set(w.staff.auth).expect(200)).body;
    const cliente = (await t.http.get(`/api/minhas-cotacoes/${q.id}/aceite`).set(w.clienteUser.auth).expect(200)).body;
    expect(cliente).toEqual(staff);
    expect(staff).toMatchObject({ ip: 'Não registrado', userAgent: 'Não registrado', pdfSha256: null });
    const certificado = (await pdfPages(await baixar(`/api/Cotacoes/${q.id}/pdf`, w.staff.auth))).at(-1)!;
    expect(certificado).toContain('Endereço IP\nNão registrado');
    expect(certificado).toContain('Navegador (user agent)\nNão registrado');
    expect(certificado).toContain('SHA-256 do PDF enviado\nNão disponível');
  });

  it('hashes the PDF rendered and stored at the accept when none was stored at Enviar', async () => {
    const q = await emStatus(t, w, 'enviada');
    await t.db.query('DELETE FROM cotacao_pdfs WHERE cotacao_id = $1', [q.id]);
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    const { rows } = await t.db.query<{ conteudo: Buffer }>('SELECT conteudo FROM cotacao_pdfs WHERE cotacao_id = $1', [
      q.id,
    ]);
    const aceite = (await t.http.get(`/api/Cotacoes/${q.id}/aceite`).set(w.staff.auth).expect(200)).body;
    expect(aceite.pdfSha256).toBe(sha256(rows[0].conteudo));
  });
});
