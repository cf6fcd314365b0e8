/** हिन्दी: en/wallet.ts. */
import type { wallet as english } from '../en/wallet.js';
import type { CatalogShape } from '../types.js';

const wallet: CatalogShape<typeof english> = {
};

export default wallet;
