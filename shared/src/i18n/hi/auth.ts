/** हिन्दी: en/auth.ts. */
import type { auth as english } from '../en/auth.js';
import type { CatalogShape } from '../types.js';

const auth: CatalogShape<typeof english> = {
};

export default auth;
