/** True when the confirmation is filled and equal to the password. */
export function passwordsMatch(password: unknown, confirmation: unknown): boolean {
  return typeof confirmation === 'string' && confirmation !== '' && password === confirmation;
}
