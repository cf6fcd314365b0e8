-- Rank of a digit in pana order: 1..9 as themselves, 0 as 10.
CREATE OR REPLACE FUNCTION pana_rank(digit text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE digit WHEN '0' THEN 10 ELSE digit::integer END
$$;
