export { parseCsv } from './csv-parse.js';
export { hashPassword } from './password-hash.js';
export { childEnv } from './child-env.js';
export { cnpjFrom, cnpjFromSeed, cpfFrom } from './documents.js';
export { insertCliente, nextNumber, type ClienteRow, type Queryable } from './clientes.js';
export { listenSmtp, type LocalSmtpServer, type SmtpDelivery } from './smtp-server.js';
