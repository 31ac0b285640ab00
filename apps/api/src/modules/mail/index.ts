// What other modules may use of mail/ (lint allows no deeper import): the queue and the templates.
export * from './mail.module.js';
export * from './mail-queue.service.js';
export * from './mail.service.js';
export * from './mail-templates.js';
