// What other modules may use of clientes/ (lint allows no deeper import): who receives a customer's e-mails,
// and the person type of a stored row.
export * from './clientes.module.js';
export * from './convite-destinatario.service.js';
export * from './destinatarios.js';
export { tipoPessoa } from './clientes.repository.js';
