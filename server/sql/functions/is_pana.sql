-- Three digits in conventional (0-highest) non-decreasing order: 128, 100, 550.
CREATE OR REPLACE FUNCTION is_pana(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN value ~ '^[0-9]{3}$' THEN
    pana_rank(substr(value, 1, 1)) <= pana_rank(substr(value, 2, 1))
    AND pana_rank(substr(value, 2, 1)) <= pana_rank(substr(value, 3, 1))
  ELSE false END
$$;
