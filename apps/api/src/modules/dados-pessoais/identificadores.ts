import { maskCep, maskCpf, maskPhone } from '@portal/shared/masks';

/** What the anonymisation reads about the person before replacing it. */
export interface Titular {
  clienteId: number;
  tipoPessoa: string;
  /** Texts that identify the person (names, e-mails, phones, CPF, address), current and past. */
  valores: (string | null | undefined)[];
  /** Texts kept on purpose (a company's razão social and CNPJ, city, UF): never replaced. */
  mantidos: (string | null | undefined)[];
}

// Keys of audit `changes` whose values describe the person (their ancestors' keys count too).
const CHAVES_PESSOAIS = /e-?mail|nome|name|telefone|phone|cpf|logradouro|bairro|complemento|cep|responsavel/i;
const MINIMO = 4;

/** The stable pseudonym of a customer: the same on every run, so anonymising twice changes nothing. */
export const pseudonimo = (clienteId: number) => `anonimo-${clienteId}`;
export const emailPseudonimo = (userId: number) => `anonimo-${userId}@anonimizado.invalid`;

/**
 * The distinct texts to replace, longest first (so "Maria Souza" goes before "Maria"), with the
 * masked forms the portal prints (CPF 000.000.000-00, phone (11) 90000-0000, CEP 00000-000).
 */
export function identificadores(titular: Titular): string[] {
  const mantidos = new Set(titular.mantidos.filter(Boolean).map((value) => value!.toLowerCase()));
  const todos = new Set<string>();
  for (const raw of titular.valores) {
    const value = raw?.trim();
    if (!value || value.length < MINIMO || mantidos.has(value.toLowerCase())) continue;
    if (value.startsWith('anonimo-')) continue;
    todos.add(value);
    if (/^\d{11}$/.test(value)) todos.add(maskCpf(value));
    if (/^\d{10,11}$/.test(value)) todos.add(maskPhone(value)).add(maskPhone(value).replace(')', ') '));
    if (/^\d{8}$/.test(value)) todos.add(maskCep(value));
    if (/[A-Z]/.test(value) && value.includes('@')) todos.add(value.toLowerCase());
  }
  return [...todos].sort((a, b) => b.length - a.length);
}

/** String leaves of audit `changes` under a personal key (e.g. telefone: [antes, depois]). */
export function valoresPessoais(changes: unknown, pessoal = false): string[] {
  if (typeof changes === 'string') return pessoal ? [changes] : [];
  if (Array.isArray(changes)) return changes.flatMap((item) => valoresPessoais(item, pessoal));
  if (changes && typeof changes === 'object') {
    return Object.entries(changes).flatMap(([key, value]) =>
      valoresPessoais(value, pessoal || CHAVES_PESSOAIS.test(key)),
    );
  }
  return [];
}

/** The text as it appears inside a jsonb value's text form (quotes and backslashes escaped). */
export const emJson = (value: string) => JSON.stringify(value).slice(1, -1);

/** A LIKE pattern that finds `value` anywhere (its %, _ and \ taken literally). */
export const contendo = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
