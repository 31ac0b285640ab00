// What other modules may use of pedidos/ (lint allows no deeper import): the accept copies into the order.
export * from './pedidos.module.js';
export * from './pedidos.service.js';
