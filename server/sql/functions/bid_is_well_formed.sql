-- The shape checkBidNumbers() in shared/src/domain/bidRules.ts accepts:
-- exactly the fields of the game type set, the others 'NA'; jodi and both
-- sangams only in the open session. Never NULL (a CHECK passes on NULL).
CREATE OR REPLACE FUNCTION bid_is_well_formed(
  game_type text, session text, open_pana text, open_digit text, close_pana text, close_digit text
) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT COALESCE(CASE
    WHEN session NOT IN ('Open', 'Close') THEN false
    WHEN game_type IN ('single_digit', 'single_digit_bulk') THEN
      CASE session
        WHEN 'Open' THEN open_digit ~ '^[0-9]$' AND open_pana = 'NA' AND close_pana = 'NA' AND close_digit = 'NA'
        ELSE close_digit ~ '^[0-9]$' AND open_pana = 'NA' AND open_digit = 'NA' AND close_pana = 'NA'
      END
    WHEN game_type IN ('single_pana', 'single_pana_bulk', 'double_pana', 'double_pana_bulk', 'triple_pana', 'triple_pana_bulk') THEN
      CASE session
        WHEN 'Open' THEN pana_kind(open_pana) = split_part(game_type, '_', 1) AND open_digit = 'NA' AND close_pana = 'NA' AND close_digit = 'NA'
        ELSE pana_kind(close_pana) = split_part(game_type, '_', 1) AND open_pana = 'NA' AND open_digit = 'NA' AND close_digit = 'NA'
      END
    WHEN session <> 'Open' THEN false
    WHEN game_type IN ('jodi_digit', 'jodi_digit_bulk') THEN
      open_digit ~ '^[0-9]$' AND close_digit ~ '^[0-9]$' AND open_pana = 'NA' AND close_pana = 'NA'
    WHEN game_type = 'half_sangam' THEN
      (is_pana(open_pana) AND close_digit ~ '^[0-9]$' AND open_digit = 'NA' AND close_pana = 'NA')
      OR (open_digit ~ '^[0-9]$' AND is_pana(close_pana) AND open_pana = 'NA' AND close_digit = 'NA')
    WHEN game_type = 'full_sangam' THEN
      is_pana(open_pana) AND is_pana(close_pana) AND open_digit = 'NA' AND close_digit = 'NA'
    ELSE false
  END, false)
$$;
