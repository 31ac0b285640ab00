import fc from 'fast-check';
import { comBaseAtual } from './base-dos-links.js';
import { escapeHtml } from './mail-templates.js';

const base = fc
  .webUrl({ withQueryParameters: false, withFragments: false })
  .map((url) => url.replace(/\/+$/, ''))
  .filter((url) => /^https?:\/\/[^/]/.test(url));
const path = fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`);
const antes = fc.constantFrom(' ', '\n', ': ', '"', '>', '(');
const depois = fc.constantFrom('', ' ', '\n', '"', '<');

/** A text where each `[link]` is `${antes}${base}${path}${depois}` between free text that holds no base. */
const mensagem = (antiga: string, nova: string) =>
  fc.array(fc.tuple(fc.string(), antes, path, depois), { maxLength: 5 }).map((partes) => {
    const livre = (s: string) => (s.includes(antiga) || s.includes(nova) ? '' : s);
    const com = (b: string) => partes.map(([t, a, p, d]) => `${livre(t)}${a}${b}${p}${d}`).join('');
    return { escrita: com(antiga), esperada: com(nova), links: partes.map(([, , p]) => p) };
  });

describe('comBaseAtual', () => {
  it('puts today’s base in every link of both parts, and changes nothing else', () => {
    fc.assert(
      fc.property(
        base.chain((antiga) =>
          base
            .filter((nova) => !nova.includes(antiga) && !antiga.includes(nova))
            .chain((nova) => fc.tuple(fc.constant(antiga), fc.constant(nova), mensagem(antiga, nova), fc.string())),
        ),
        ([antiga, nova, { escrita, esperada, links }, subject]) => {
          const mail = {
            subject,
            text: escrita,
            html: escapeHtml(escrita),
            links: links.map((p) => `${antiga}${p}`),
            attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', contentBase64: escrita }],
          };
          expect(comBaseAtual({ ...mail, base: antiga }, nova)).toEqual({
            ...mail,
            text: esperada,
            html: escapeHtml(esperada),
            links: links.map((p) => `${nova}${p}`),
          });
        },
      ),
    );
  });

  it('leaves a longer host, port or path that starts like the old base', () => {
    const antiga = 'http://192.0.2.2:3101';
    for (const texto of [
      `${antiga}0/cliente`,
      `${antiga}.evil.test/x`,
      `${antiga}-b/x`,
      `${antiga}@x/y`,
      `x${antiga}/y`,
      `https://portal.test/p${antiga}/y`,
    ]) {
      const mail = { subject: 's', text: texto, html: texto, links: [texto] };
      expect(comBaseAtual({ ...mail, base: antiga }, 'https://novo.test')).toEqual(mail);
    }
    const comCaminho = { subject: 's', text: 'http://a.test/portal2/x', html: '', links: [] };
    expect(comBaseAtual({ ...comCaminho, base: 'http://a.test/portal' }, 'https://b.test')).toEqual(comCaminho);
  });

  it('sends as it is a message of an earlier version (no base) or one queued under today’s base', () => {
    const mail = {
      subject: 's',
      text: 'http://a.test/x',
      html: '<a href="http://a.test/x">',
      links: ['http://a.test/x'],
    };
    expect(comBaseAtual(mail, 'https://b.test')).toEqual(mail);
    expect(comBaseAtual({ ...mail, base: 'http://a.test' }, 'http://a.test')).toEqual(mail);
  });
});
