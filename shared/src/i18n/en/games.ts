/** Namespace `games`: the player-facing text of mfe-games (picker, grids, single entry, sangam, rates, confirmation). How to add a string: docs/I18N.md. */
export const games = {
};
