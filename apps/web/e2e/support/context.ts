export interface SeededUser {
  email: string;
  password: string;
  name: string;
}

/** What the global setup hands every browser test file (vitest provide/inject). */
export interface E2eContext {
  baseUrl: string;
  dataDir: string;
  mailDir: string;
  databaseUrl: string;
  admin: SeededUser;
  comercial: SeededUser;
  cliente: SeededUser;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
