import { render, screen, within } from '@testing-library/react';
import { PasswordChecklist } from './password-checklist';

function lines() {
  const list = screen.getByRole('list', { name: 'Requisitos da senha' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [item.textContent?.replace(/^[✓✗]/, ''), item.getAttribute('data-ok')]);
}

describe('PasswordChecklist', () => {
  it('lists the four rules, all pending for an empty password', () => {
    render(<PasswordChecklist password="" confirmation="x" />);
    expect(lines()).toEqual([
      ['A senha deve ter ao menos 8 caracteres. (pendente)', 'false'],
      ['A senha deve ter letras e números. (pendente)', 'false'],
      ['A senha não pode conter sequências como 123. (atendido)', 'true'],
      ['As senhas não conferem. (pendente)', 'false'],
    ]);
  });

  it('says the confirmation matches once it does', () => {
    render(<PasswordChecklist password="Senha987" confirmation="Senha987" />);
    expect(lines().at(-1)).toEqual(['As senhas conferem. (atendido)', 'true']);
  });

  it.each([
    ['abc1', 'abc1', [false, true, true, true]],
    ['abcdefgh', 'abcdefgh', [true, false, true, true]],
    ['abcd1234', 'abcd1234', [true, true, false, true]],
    ['Senha987', 'Senha98', [true, true, true, false]],
    ['Senha987', 'Senha987', [true, true, true, true]],
  ])('checks %s / %s live', (password, confirmation, expected) => {
    render(<PasswordChecklist password={password} confirmation={confirmation} />);
    expect(lines().map(([, ok]) => ok === 'true')).toEqual(expected);
  });
});
