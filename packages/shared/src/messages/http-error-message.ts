/** 'Erro HTTP {status}': the text of a failed call whose body has neither error nor message. */
export function httpErrorMessage(status: number): string {
  return `Erro HTTP ${status}`;
}
