import { textoColado } from './colar-em-nfc';

const campo = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild;
};
const JOSE = 'Jose\u0301';

describe('a paste is inserted in NFC, passwords excepted', () => {
  it('turns a decomposed paste into a text field or text area to NFC', () => {
    expect(textoColado(campo('<input name="nome">'), JOSE)).toBe('José');
    expect(textoColado(campo('<textarea name="descricao"></textarea>'), JOSE)).toBe('José');
  });

  it('lets the browser paste what is already NFC, and anything into a password or a non-field', () => {
    expect(textoColado(campo('<input name="nome">'), 'José')).toBeUndefined();
    expect(textoColado(campo('<input type="password" name="x">'), JOSE)).toBeUndefined();
    expect(textoColado(campo('<input name="senha" autocomplete="new-password">'), JOSE)).toBeUndefined();
    expect(textoColado(campo('<input name="newPassword">'), JOSE)).toBeUndefined();
    expect(textoColado(campo('<div></div>'), JOSE)).toBeUndefined();
  });
});
