export { parseCsv } from './csv-parse.js';
export { hashPassword } from './password-hash.js';
export { childEnv } from './child-env.js';
