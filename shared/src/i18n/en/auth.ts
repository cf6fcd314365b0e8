/** Namespace `auth`: the player-facing text of mfe-auth (login, sign-up, MPIN, OTP, forgot MPIN, profile). How to add a string: docs/I18N.md. */
export const auth = {
};
