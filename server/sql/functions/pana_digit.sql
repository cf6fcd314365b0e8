-- The digit of a pana: the sum of its digits modulo 10 (777 -> 1).
CREATE OR REPLACE FUNCTION pana_digit(pana text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((substr(pana, 1, 1)::integer + substr(pana, 2, 1)::integer + substr(pana, 3, 1)::integer) % 10)::text
$$;
