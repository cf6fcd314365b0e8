/**
 * Namespace `server`: what the API says to a player beside the spec's
 * messages (docs/decisions/0023). The server builds the English `msg` from
 * these and sends the key as `code` (`server:<key>`), with `params` for the
 * placeholders; the client shows the player's language for the code.
 */
export const server = {
  languageSaved: 'Language saved.',
};
