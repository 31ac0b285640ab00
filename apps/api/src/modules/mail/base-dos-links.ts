import { escapeHtml, type MailContent } from './mail-templates.js';

/**
 * A queued message records the PUBLIC_URL its links were written with (`base`); the worker puts
 * today's in its place when they differ, so an e-mail that waited through a move (restore on a new
 * machine, TLS put in front) links to where the portal is now. Both parts: the HTML one holds the
 * base escaped. A message queued before bases were recorded goes out as it is.
 */
export function comBaseAtual<T extends MailContent>({ base, ...mail }: T & { base?: string }, atual: string): T {
  const content = mail as unknown as T;
  if (base === undefined || base === atual) return content;
  return {
    ...content,
    text: trocar(content.text, base, atual),
    html: trocar(content.html, escapeHtml(base), escapeHtml(atual)),
    links: content.links.map((link) => trocar(link, base, atual)),
  };
}

/**
 * Only whole occurrences: the base where a link starts (nothing of a URL just before it) and is
 * followed by its path, query or fragment, or by what ends a link (space, quote, `<`, the end);
 * never a longer host, port or path that starts the same way (":31010", ".evil.com", "/portal2").
 */
function trocar(texto: string, de: string, para: string): string {
  const regra = new RegExp(`(?<![\\w+.-])${de.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/?#\\s"<]|$)`, 'g');
  return texto.replace(regra, () => para);
}
