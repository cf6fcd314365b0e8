/** हिन्दी: en/shell.ts. */
import type { shell as english } from '../en/shell.js';
import type { CatalogShape } from '../types.js';

const shell: CatalogShape<typeof english> = {
};

export default shell;
