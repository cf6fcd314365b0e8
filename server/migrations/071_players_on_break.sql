-- The console's list of players on a break (docs/PROTECTION.md "Operators"):
-- few players at any time, found without reading every users row.
CREATE INDEX users_on_break ON users (id) WHERE exclusion_kind IS NOT NULL;
