-- Production refuses to start while an operator could still hold a weak or
-- demo password. The server cannot read a password back from its hash, so it
-- records which policy a password met when it was set (0 = unknown: set
-- before the policy, or the demo operator of a development database).
ALTER TABLE operators ADD COLUMN password_policy_version integer NOT NULL DEFAULT 0;

-- Databases that already hold the demo player and demo results (seeded by an
-- earlier version) are marked, so a production start refuses them too.
INSERT INTO settings (key, value)
SELECT 'demo_data_seeded', value FROM settings
WHERE key = 'seeded_at' AND EXISTS (SELECT 1 FROM ledger WHERE reference = 'seed')
ON CONFLICT (key) DO NOTHING;
