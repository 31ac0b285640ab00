export { parseCsv } from './csv-parse.js';
export { hashPassword } from './password-hash.js';
