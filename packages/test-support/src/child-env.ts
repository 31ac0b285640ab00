/**
 * The environment of a process a test spawns: what a process needs to run plus `env`, never the
 * caller's own settings (an ADMIN_EMAIL, DATABASE_URL or JWT_SECRET in the shell that runs `npm test`
 * must not reach the server under test).
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { NO_COLOR: '1' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    if (process.env[name] !== undefined) base[name] = process.env[name];
  }
  return { ...base, ...env };
}
