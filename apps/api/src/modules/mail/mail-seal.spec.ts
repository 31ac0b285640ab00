import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { MailSeal } from './mail-seal.js';

const token = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('base64url'));
const message = fc.record({
  subject: fc.string(),
  text: fc.string(),
  html: fc.string(),
  links: fc.array(fc.webUrl()),
});

describe('MailSeal', () => {
  const secret = randomBytes(32).toString('hex');
  const seal = new MailSeal(secret);

  it('gives back exactly what it sealed, and the sealed text shows neither the token nor the secret', () => {
    fc.assert(
      fc.property(message, token, fc.uuid(), (content, secretToken, id) => {
        const link = `https://portal.test/reset-password?userId=7&token=${secretToken}`;
        const value = { ...content, text: `${content.text}${link}`, links: [...content.links, link] };
        const sealed = seal.seal(value, id);
        expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]*$/);
        expect(sealed).not.toContain(secretToken);
        expect(sealed).not.toContain(secret);
        expect(seal.open(sealed, id)).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });

  it('does not open under another secret, in another job, or altered', () => {
    const id = '<a@portal.local>';
    const sealed = seal.seal({ subject: 'Olá' }, id);
    const unreadable = /não pode ser aberto com a chave atual/;
    expect(() => new MailSeal(randomBytes(32).toString('hex')).open(sealed, id)).toThrow(unreadable);
    expect(() => seal.open(sealed, '<b@portal.local>')).toThrow(unreadable);
    const [format, iv, tag, body] = sealed.split('.');
    const flipped = (body.startsWith('A') ? 'B' : 'A') + body.slice(1);
    expect(() => seal.open([format, iv, tag, flipped].join('.'), id)).toThrow(unreadable);
    expect(() => seal.open('texto qualquer', id)).toThrow(unreadable);
    expect(new MailSeal(randomBytes(32).toString('hex')).tryOpen(sealed, id)).toBeUndefined();
    expect(seal.tryOpen(sealed, id)).toEqual({ subject: 'Olá' });
    // A new seal of the same message differs (fresh nonce): equal bodies cannot be told apart.
    expect(seal.seal({ subject: 'Olá' }, id)).not.toBe(sealed);
  });
});
