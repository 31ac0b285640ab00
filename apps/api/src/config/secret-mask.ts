/**
 * A URL as it may be printed: the password of its user info replaced by ***. Works on strings that do
 * not parse as URLs too (a raw `/` or `#` in the password is exactly what breaks parsing), taking
 * everything up to the last `@` after `scheme://user:` as the password.
 */
export function maskUrl(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^]*@/i, '$1***@');
}

/** Replaces every occurrence of the given secrets (and their URL-encoded forms) in a text. */
export function maskSecrets(text: string, secrets: (string | undefined)[]): string {
  let masked = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) masked = masked.split(form).join('***');
  }
  return masked;
}

/** A text safe for a log line: the given secrets and the password of every URL in it replaced by ***. */
export function maskText(text: string, secrets: (string | undefined)[] = []): string {
  return maskSecrets(text, secrets).replace(/[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi, (url) => maskUrl(url));
}

/** The password inside a URL, decoded (what the server checks), if any. */
export function urlPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}
