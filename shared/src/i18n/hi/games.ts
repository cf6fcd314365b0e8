/** हिन्दी: en/games.ts. */
import type { games as english } from '../en/games.js';
import type { CatalogShape } from '../types.js';

const games: CatalogShape<typeof english> = {
};

export default games;
