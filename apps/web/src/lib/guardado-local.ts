/**
 * What the portal keeps of a person in this browser beyond the session (the typing of a quotation
 * when the session ended mid-edit, F4), under keys named by the user. Personal data on what may be a
 * shared office computer, so nothing stays for good: a copy is given back at most once, only within
 * VALIDADE_DIAS of being kept, expired copies of anyone are swept at every load of the portal and at
 * the login, and the person's own "Sair" removes all of theirs (a session that ended by itself is not
 * a "Sair": that is when the copy is needed).
 */
export const VALIDADE_DIAS = 7;
const VALIDADE_MS = VALIDADE_DIAS * 24 * 60 * 60 * 1000;
const PREFIXO = 'portal.guardado.';
// Copies kept before they had a date (the first version of F4): swept like expired ones.
const PREFIXO_SEM_DATA = 'portal.cotacao-nao-salva.';

interface Copia {
  guardadoEm: number;
  valor: unknown;
}

const chave = (usuario: number, nome: string) => `${PREFIXO}${usuario}.${nome}`;

export function guardarLocal(usuario: number, nome: string, valor: unknown): void {
  try {
    localStorage.setItem(chave(usuario, nome), JSON.stringify({ guardadoEm: Date.now(), valor } satisfies Copia));
  } catch {
    // Storage full or blocked: nothing can be kept.
  }
}

/** The copy kept for this user under `nome`, removed from storage; null when none, expired or unreadable. */
export function retomarLocal(usuario: number, nome: string): unknown {
  try {
    const texto = localStorage.getItem(chave(usuario, nome));
    if (texto === null) return null;
    localStorage.removeItem(chave(usuario, nome));
    const copia = lerCopia(texto);
    return copia && !vencida(copia) ? copia.valor : null;
  } catch {
    return null;
  }
}

/** Removes every copy past its validity (or unreadable, or from before copies had a date), of any user. */
export function descartarVencidos(): void {
  removerOnde((key) =>
    key.startsWith(PREFIXO_SEM_DATA) ? true : key.startsWith(PREFIXO) && vencidaOuIlegivel(localStorage.getItem(key)),
  );
}

/** Removes every copy kept for this user (their own "Sair"). */
export function descartarDoUsuario(usuario: number): void {
  removerOnde((key) => key.startsWith(`${PREFIXO}${usuario}.`) || key.startsWith(`${PREFIXO_SEM_DATA}${usuario}.`));
}

function lerCopia(texto: string): Copia | null {
  try {
    const copia = JSON.parse(texto) as Copia | null;
    return copia && typeof copia === 'object' && Number.isFinite(copia.guardadoEm) ? copia : null;
  } catch {
    return null;
  }
}

// Farther than the validity either way: a clock moved back must not keep a copy for good.
const vencida = (copia: Copia) => Math.abs(Date.now() - copia.guardadoEm) > VALIDADE_MS;

function vencidaOuIlegivel(texto: string | null): boolean {
  const copia = texto === null ? null : lerCopia(texto);
  return copia === null || vencida(copia);
}

function removerOnde(remover: (key: string) => boolean): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys) if (remover(key)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
