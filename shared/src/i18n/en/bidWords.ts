/**
 * A bid's words that mfe-games and mfe-history both show: game type names by
 * GameTypeId (shared/src/domain/gameTypes.ts) and the session as lists show it
 * (the wire value stays Open/Close). Written once here and placed in both
 * namespaces, so each remote still carries its own catalog (docs/I18N.md).
 */
export const gameTypeNames = {
  single_digit: 'Single Digit',
  single_digit_bulk: 'Single Digit Bulk',
  jodi_digit: 'Jodi Digit',
  jodi_digit_bulk: 'Jodi Digit Bulk',
  single_pana: 'Single Pana',
  single_pana_bulk: 'Single Pana Bulk',
  double_pana: 'Double Pana',
  double_pana_bulk: 'Double Pana Bulk',
  triple_pana: 'Triple Pana',
  triple_pana_bulk: 'Triple Pana Bulk',
  half_sangam: 'Half Sangam',
  full_sangam: 'Full Sangam',
};

export const sessionNames = {
  Open: 'Open',
  Close: 'Close',
};
