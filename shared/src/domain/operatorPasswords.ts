/**
 * The operator password policy, one copy for the server (every password it
 * stores, the production start check) and the console's forms. An operator
 * can move every player's points, so the password is long: length beats
 * composition rules (NIST SP 800-63B), and the demo password that ships in
 * the repository is refused outright.
 */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const OPERATOR_PASSWORD_MAX_LENGTH = 200;

/** The demo operator's password in development and test databases. Never accepted as a real password. */
export const DEMO_OPERATOR_PASSWORD = 'operator-demo-1234';

/** Why a password may not be used, or null when it may. */
export function operatorPasswordProblem(password: string): string | null {
  if (password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
    return `The password needs at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > OPERATOR_PASSWORD_MAX_LENGTH) {
    return `The password may have at most ${OPERATOR_PASSWORD_MAX_LENGTH} characters.`;
  }
  if (password.toLowerCase() === DEMO_OPERATOR_PASSWORD) return 'The demo password cannot be used. Choose your own.';
  if (new Set(password).size < 4) return 'The password needs at least 4 different characters.';
  return null;
}
