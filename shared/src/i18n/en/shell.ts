/** Namespace `shell`: the player-facing text of the shell (header, side menu, bottom nav, guard, home, inbox, notices). How to add a string: docs/I18N.md. */
export const shell = {
};
