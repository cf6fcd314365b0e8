-- The settings players see move from environment variables and loose
-- key/value rows into one typed, checked row that operators edit in the
-- console (issue #7). Environment variables (MIN_DEPOSIT, MAX_DEPOSIT,
-- MIN_WITHDRAW, MAX_BID_POINTS) and the first-boot seed only fill this row
-- when it does not exist yet: server/src/features/settings/playerSettings.ts
-- (ensurePlayerSettings) inserts it at start-up, since SQL cannot read the
-- environment. From then on the database is the one source.
CREATE TABLE player_settings (
  -- One row only.
  id                boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_deposit       bigint NOT NULL CHECK (min_deposit > 0),
  max_deposit       bigint NOT NULL CHECK (max_deposit >= min_deposit),
  min_withdraw      bigint NOT NULL CHECK (min_withdraw > 0),
  max_bid_points    bigint NOT NULL CHECK (max_bid_points >= 10),
  -- Texts are checked by the console's schema (shared/src/schemas/adminSettings.ts);
  -- here only their length, so older free-form values still load.
  upi_id            text NOT NULL DEFAULT '' CHECK (length(upi_id) <= 100),
  phonepe           text NOT NULL DEFAULT '' CHECK (length(phonepe) <= 20),
  gpay              text NOT NULL DEFAULT '' CHECK (length(gpay) <= 20),
  paytm             text NOT NULL DEFAULT '' CHECK (length(paytm) <= 20),
  help_number_1     text NOT NULL DEFAULT '' CHECK (length(help_number_1) <= 20),
  help_number_2     text NOT NULL DEFAULT '' CHECK (length(help_number_2) <= 20),
  notification_head text NOT NULL DEFAULT '' CHECK (length(notification_head) <= 500),
  download_url      text NOT NULL DEFAULT '' CHECK (length(download_url) <= 300),
  website_url       text NOT NULL DEFAULT '' CHECK (length(website_url) <= 300),
  updated_at        timestamptz,
  updated_by        bigint REFERENCES operators (id)
);
