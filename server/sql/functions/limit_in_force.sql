-- The points of a player's limit that apply at p_now (docs/PROTECTION.md
-- "Limits"): a raise or removal waits in pending_points until pending_from,
-- then applies; NULL = no limit. Used wherever a limit is read or enforced.
CREATE OR REPLACE FUNCTION limit_in_force(points bigint, pending_points bigint, pending_from timestamptz, p_now timestamptz)
RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN pending_from IS NOT NULL AND pending_from <= p_now THEN pending_points ELSE points END
$$;
