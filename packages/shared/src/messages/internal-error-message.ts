/** 'Erro interno. Código: {requestId}' for unexpected server errors (500). */
export function internalErrorMessage(requestId: string): string {
  return `Erro interno. Código: ${requestId}`;
}
