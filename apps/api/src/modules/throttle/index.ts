// What other modules may use of throttle/ (lint allows no deeper import): the per-IP limit and counters.
export * from './throttle.module.js';
export * from './throttle.service.js';
export * from './rate-limit.decorator.js';
