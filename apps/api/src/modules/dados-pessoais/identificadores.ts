/** The stable pseudonym of a customer: the same on every run, so anonymising twice changes nothing. */
export const pseudonimo = (clienteId: number) => `anonimo-${clienteId}`;
export const emailPseudonimo = (userId: number) => `anonimo-${userId}@anonimizado.invalid`;
/** A contact who deleted their own account, while their customer stays (issue 26). */
export const pseudonimoContato = (userId: number) => `anonimo-contato-${userId}`;
