-- The rate a game type pays on (rates.type). NULL for an unknown game type.
CREATE OR REPLACE FUNCTION game_rate_type(game_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE game_type
    WHEN 'single_digit' THEN 'Single Digit' WHEN 'single_digit_bulk' THEN 'Single Digit'
    WHEN 'jodi_digit' THEN 'Jodi Digit' WHEN 'jodi_digit_bulk' THEN 'Jodi Digit'
    WHEN 'single_pana' THEN 'Single Pana' WHEN 'single_pana_bulk' THEN 'Single Pana'
    WHEN 'double_pana' THEN 'Double Pana' WHEN 'double_pana_bulk' THEN 'Double Pana'
    WHEN 'triple_pana' THEN 'Triple Pana' WHEN 'triple_pana_bulk' THEN 'Triple Pana'
    WHEN 'half_sangam' THEN 'Half Sangam'
    WHEN 'full_sangam' THEN 'Full Sangam'
  END
$$;
