/** हिन्दी: en/history.ts. */
import type { history as english } from '../en/history.js';
import type { CatalogShape } from '../types.js';

const history: CatalogShape<typeof english> = {
};

export default history;
