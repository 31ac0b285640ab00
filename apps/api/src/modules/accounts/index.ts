// What other modules may use of accounts/ (lint allows no deeper import): the account links and
// the memory of deleted accounts' addresses.
export * from './accounts.module.js';
export * from './account-links.service.js';
export * from './link-token.js';
export * from './contas-excluidas.service.js';
