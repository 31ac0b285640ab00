/** The stable pseudonym of a customer: the same on every run, so anonymising twice changes nothing. */
export const pseudonimo = (clienteId: number) => `anonimo-${clienteId}`;
export const emailPseudonimo = (userId: number) => `anonimo-${userId}@anonimizado.invalid`;
/** A contact who deleted their own account, while their customer stays (issue 26). */
export const pseudonimoContato = (userId: number) => `anonimo-contato-${userId}`;

/** What an erased login becomes: pseudonymous, disabled, a hash no password matches, sessions ended at `em`. */
export const loginAnonimo = (userId: number, nome: string, em: Date) => ({
  email: emailPseudonimo(userId),
  name: nome,
  phone_number: null,
  status: 0,
  email_confirmed: false,
  email_confirmed_at: null,
  password_hash: '!anonimizado',
  sessions_valid_after: em,
  updated_at: em,
});
