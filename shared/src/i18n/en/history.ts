/** Namespace `history`: the player-facing text of mfe-history (bid, wallet and fund history, charts, my activity). How to add a string: docs/I18N.md. */
export const history = {
};
