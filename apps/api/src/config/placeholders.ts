import { urlPassword } from './secret-mask.js';

/** The values .env.example ships with: a portal started with one of them is not configured yet. */
export const EXAMPLE_DATABASE_PASSWORD = 'troque-esta-senha';
// example.com, example.com.br, example.org, the .example TLD and the Portuguese "exemplo" ones.
const EXAMPLE_HOST = /(^|\.)(example|exemplo)(\.[a-z]{2,})?(\.[a-z]{2})?$/i;

export interface PlaceholderInput {
  databaseUrl?: string;
  publicUrl: string;
}

/** One Portuguese problem per placeholder left in, naming the .env key to change. */
export function placeholderProblems({ databaseUrl, publicUrl }: PlaceholderInput): string[] {
  const problems: string[] = [];
  if (urlPassword(databaseUrl) === EXAMPLE_DATABASE_PASSWORD) {
    problems.push(
      'POSTGRES_PASSWORD (a senha do banco) ainda é a do exemplo do .env.example: escolha outra, p. ex. `openssl rand -base64 24`.',
    );
  }
  let host = '';
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    // An invalid PUBLIC_URL is reported by the reader already.
  }
  if (EXAMPLE_HOST.test(host)) {
    problems.push(
      `PUBLIC_URL aponta para um domínio de exemplo (${host}): use o endereço que as pessoas abrem, p. ex. http://192.168.0.10:3000 ou https://portal.suaempresa.com.br.`,
    );
  }
  return problems;
}
