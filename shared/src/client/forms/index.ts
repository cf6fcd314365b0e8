export * from './useResolvedForm.js';
export * from './schemaResolver.js';
export * from './useSchemaForm.js';
export * from './lazyResolver.js';
export * from './useFormField.js';
