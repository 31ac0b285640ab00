// What other modules may use of dados-pessoais/ (lint allows no deeper import): recording who read personal data,
// and which mail jobs are a login's (a billing correction drops those of the old address).
export * from './dados-pessoais.module.js';
export * from './acessos.service.js';
export { tarefasDoContato } from './titular-sql.js';
