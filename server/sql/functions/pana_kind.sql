-- 'single' | 'double' | 'triple', NULL for anything that is not a pana.
CREATE OR REPLACE FUNCTION pana_kind(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT is_pana(value) THEN NULL
    WHEN substr(value, 1, 1) = substr(value, 2, 1) AND substr(value, 2, 1) = substr(value, 3, 1) THEN 'triple'
    WHEN substr(value, 1, 1) = substr(value, 2, 1) OR substr(value, 2, 1) = substr(value, 3, 1) THEN 'double'
    ELSE 'single'
  END
$$;
