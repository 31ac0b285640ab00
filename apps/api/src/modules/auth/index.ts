// What other modules may use of auth/ (lint allows no deeper import): ending a user's sessions.
export * from './auth.module.js';
export * from './logout.service.js';
