/** हिन्दी: en/server.ts. */
import type { server as english } from '../en/server.js';
import type { CatalogShape } from '../types.js';

const server: CatalogShape<typeof english> = {
  languageSaved: 'भाषा सेव हो गई।',
};

export default server;
