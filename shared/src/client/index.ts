export * from './api.js';
export * from './events.js';
export * from './session.js';
export * from './store.js';
export * from './format.js';
