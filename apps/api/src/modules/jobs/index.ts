// What other modules may use of jobs/ (lint allows no deeper import): queues on pg-boss.
export * from './jobs.module.js';
export * from './jobs.service.js';
export { JOBS_SCHEMA } from './jobs-schema.js';
