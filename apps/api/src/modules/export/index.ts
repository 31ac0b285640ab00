// What other modules may use of export/ (lint allows no deeper import): CSV columns and streaming.
export * from './export.module.js';
export * from './export.service.js';
export * from './csv.js';
