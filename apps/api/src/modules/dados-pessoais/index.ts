// What other modules may use of dados-pessoais/ (lint allows no deeper import): recording who read personal data.
export * from './dados-pessoais.module.js';
export * from './acessos.service.js';
