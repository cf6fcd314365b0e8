export * from './instance.js';
export * from './namespaces.js';
export * from './text.js';
export * from './LanguageSwitch.js';
