/** Namespace `wallet`: the player-facing text of mfe-wallet (deposits, withdraw, bank details, limits). How to add a string: docs/I18N.md. */
export const wallet = {
};
