// What other modules may use of crud/ (lint allows no deeper import): the base of a back-office record service.
export * from './crud.module.js';
export * from './crud.service.js';
