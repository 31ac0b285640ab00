// What other modules may use of audit/ (lint allows no deeper import).
export * from './audit.module.js';
export * from './audit.service.js';
export * from './record-audit.js';
