-- Deposit screenshots live in the database (issue #9 point 8), so every API
-- process reads the same ones, backups include them, and a deleted request
-- takes its image with it. Only the re-encoded image is stored, never the
-- bytes the player sent (features/funds/images.ts).
CREATE TABLE deposit_screenshots (
  fund_request_id bigint PRIMARY KEY REFERENCES fund_requests (id) ON DELETE CASCADE,
  format          text NOT NULL CHECK (format IN ('png', 'jpeg', 'webp')),
  width           integer NOT NULL CHECK (width > 0),
  height          integer NOT NULL CHECK (height > 0),
  bytes           bytea NOT NULL,
  created_at      timestamptz NOT NULL
);
