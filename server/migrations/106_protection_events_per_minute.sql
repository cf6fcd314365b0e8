-- Refused calls cost the caller, not the server (docs/SECURITY.md "Refused
-- calls"): a burst of bids or deposits refused during a break, or by a
-- limit, was one protection_events row per call — 2,000 refused bids wrote
-- 2,000 rows. Now a refusal is one row per player, kind and minute:
-- `attempts` counts the calls, `created_at` is the first and `last_at` the
-- latest (data/protection.ts recordProtectionEvent, an upsert on the index
-- below). The "play tried during a break" marker counts these rows, i.e. the
-- distinct minutes with a try (docs/PROTECTION.md "Markers"). Other kinds of
-- event (not a player's refused call) keep a row each.
ALTER TABLE protection_events
  ADD COLUMN minute timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 1 CHECK (attempts > 0),
  ADD COLUMN last_at timestamptz;

UPDATE protection_events SET minute = date_trunc('minute', created_at), last_at = created_at;

-- Rows written before this migration: those of one player, kind and minute become the first of them, counted.
UPDATE protection_events e SET attempts = g.attempts, last_at = g.last_at
FROM (
  SELECT min(id) AS id, count(*)::int AS attempts, max(created_at) AS last_at
  FROM protection_events WHERE kind IN ('deposit_limit_hit', 'loss_limit_hit', 'excluded_attempt')
  GROUP BY user_id, kind, minute HAVING count(*) > 1
) g
WHERE e.id = g.id;
DELETE FROM protection_events e USING protection_events earlier
WHERE e.kind IN ('deposit_limit_hit', 'loss_limit_hit', 'excluded_attempt')
  AND earlier.user_id = e.user_id AND earlier.kind = e.kind AND earlier.minute = e.minute AND earlier.id < e.id;

ALTER TABLE protection_events ALTER COLUMN minute SET NOT NULL, ALTER COLUMN last_at SET NOT NULL;
CREATE UNIQUE INDEX protection_events_per_minute ON protection_events (user_id, kind, minute)
  WHERE kind IN ('deposit_limit_hit', 'loss_limit_hit', 'excluded_attempt');
