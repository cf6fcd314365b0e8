-- Players, operators, sessions, OTPs, markets, results, rates, bids, the
-- money ledger and fund requests. Points are integer bigint everywhere.

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id                   bigserial PRIMARY KEY,
  phone_number         text NOT NULL UNIQUE CHECK (phone_number ~ '^[0-9]{10}$'),
  name                 text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  email                text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  mpin_hash            text NOT NULL,
  status               text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  paytm                text NOT NULL DEFAULT '',
  googlepay            text NOT NULL DEFAULT '',
  phonepay             text NOT NULL DEFAULT '',
  failed_mpin_attempts integer NOT NULL DEFAULT 0,
  locked_until         timestamptz,
  self_excluded_until  timestamptz,
  daily_bid_limit      bigint CHECK (daily_bid_limit IS NULL OR daily_bid_limit > 0),
  daily_deposit_limit  bigint CHECK (daily_deposit_limit IS NULL OR daily_deposit_limit > 0),
  created_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wallets (
  user_id    bigint PRIMARY KEY REFERENCES users (id),
  balance    bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Append-only: every balance change is one row, written in the same
-- transaction as the change. Each wallet equals the sum of its rows.
CREATE TABLE ledger (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  amount        bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  kind          text NOT NULL CHECK (kind IN ('bid', 'win', 'win_reversal', 'deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment')),
  reference     text NOT NULL DEFAULT '',
  remark        text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_newest ON ledger (user_id, id DESC);

CREATE TABLE operators (
  id            bigserial PRIMARY KEY,
  phone_number  text NOT NULL UNIQUE,
  name          text NOT NULL,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  user_id     bigint REFERENCES users (id),
  operator_id bigint REFERENCES operators (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  CHECK ((user_id IS NULL) <> (operator_id IS NULL))
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE otps (
  phone_number text PRIMARY KEY,
  code_hash    text NOT NULL,
  sent_at      timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  verified_at  timestamptz
);

CREATE TABLE markets (
  id         bigserial PRIMARY KEY,
  name       text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9 ]{2,40}$'),
  open_time  time NOT NULL,
  close_time time NOT NULL,
  -- bit 0 = Monday … bit 6 = Sunday
  days_mask  integer NOT NULL DEFAULT 127 CHECK (days_mask BETWEEN 1 AND 127),
  status     text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (open_time <> close_time)
);

CREATE TABLE results (
  market_id         bigint NOT NULL REFERENCES markets (id),
  business_date     date NOT NULL,
  open_pana         text CHECK (open_pana ~ '^[0-9]{3}$'),
  close_pana        text CHECK (close_pana ~ '^[0-9]{3}$'),
  open_declared_at  timestamptz,
  close_declared_at timestamptz,
  holiday           boolean NOT NULL DEFAULT false,
  PRIMARY KEY (market_id, business_date)
);

CREATE TABLE rates (
  type      text PRIMARY KEY,
  min_value integer NOT NULL CHECK (min_value > 0),
  max_value integer NOT NULL CHECK (max_value > 0),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE bids (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  market_id      bigint NOT NULL REFERENCES markets (id),
  business_date  date NOT NULL,
  game_type      text NOT NULL,
  session        text NOT NULL CHECK (session IN ('Open', 'Close')),
  open_pana      text NOT NULL,
  open_digit     text NOT NULL,
  close_pana     text NOT NULL,
  close_digit    text NOT NULL,
  points         bigint NOT NULL CHECK (points > 0),
  transaction_id text NOT NULL,
  balance_after  bigint NOT NULL CHECK (balance_after >= 0),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'refunded')),
  win_points     bigint NOT NULL DEFAULT 0 CHECK (win_points >= 0),
  created_at     timestamptz NOT NULL,
  UNIQUE (user_id, transaction_id)
);
CREATE INDEX bids_user_newest ON bids (user_id, id DESC);
CREATE INDEX bids_market_day ON bids (market_id, business_date, status);

CREATE TABLE fund_requests (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  kind             text NOT NULL CHECK (kind IN ('deposit', 'withdraw')),
  method           text NOT NULL CHECK (method IN ('manual', 'gateway', 'bank_transfer')),
  points           bigint NOT NULL CHECK (points > 0),
  status           text NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '-1')),
  utr              text UNIQUE,
  gateway_trans_id text UNIQUE,
  image_path       text,
  remark           text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL,
  decided_at       timestamptz,
  decided_by       bigint REFERENCES operators (id)
);
CREATE INDEX fund_requests_user_newest ON fund_requests (user_id, id DESC);
CREATE INDEX fund_requests_pending ON fund_requests (status, kind);

CREATE TABLE bank_details (
  user_id             bigint PRIMARY KEY REFERENCES users (id),
  ifsc_code           text NOT NULL,
  account_number      text NOT NULL,
  bank_name           text NOT NULL,
  account_holder_name text NOT NULL,
  updated_at          timestamptz NOT NULL DEFAULT now()
);
