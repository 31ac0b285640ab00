/** Password rules of the reset page (docs/produto.md §5). */
export const PASSWORD_MESSAGES = {
  minLength: 'A senha deve ter ao menos 8 caracteres.',
  lettersAndDigits: 'A senha deve ter letras e números.',
  noSequence: 'A senha não pode conter sequências como 123.',
  mismatch: 'As senhas não conferem.',
  // A generated password is good for one access: it cannot become the permanent one.
  sameAsCurrent: 'A nova senha deve ser diferente da senha atual.',
} as const;
