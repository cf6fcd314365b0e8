export * from './stream.js';
export * from './tags.js';
export * from './signal.js';
export * from './status.js';
export * from './useLiveUp.js';
