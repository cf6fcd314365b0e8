-- Guessing budgets (docs/SECURITY.md "Guessing"): every wrong MPIN, OTP or
-- operator password is a row, counted in sliding windows per account, per
-- recognised device and per address; a guess is written BEFORE the secret is
-- checked (under an advisory lock per account), and a right one deletes its
-- row. The per-account counters on users and operators are replaced.

-- A browser that has signed in to an account before: the server gave it a
-- random token in an HttpOnly cookie and keeps only the token's hash.
CREATE TABLE known_devices (
  id            bigserial PRIMARY KEY,
  token_hash    text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  account_kind  text NOT NULL CHECK (account_kind IN ('player', 'operator')),
  account_id    bigint NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  UNIQUE (token_hash, account_kind, account_id)
);
CREATE INDEX known_devices_account ON known_devices (account_kind, account_id);

CREATE TABLE wrong_secrets (
  id         bigserial PRIMARY KEY,
  secret     text NOT NULL CHECK (secret IN ('mpin', 'otp', 'password')),
  -- mpin: users.id; password: operators.id; otp: the phone number (a sign-up OTP has no account yet).
  subject    text NOT NULL CHECK (length(subject) BETWEEN 1 AND 20),
  -- The client's address as the API sees it (TRUST_PROXY decides), for the per-address budget and the operator's view.
  address    text NOT NULL CHECK (length(address) BETWEEN 1 AND 64),
  -- A guess from a recognised device counts against that device only.
  device_id  bigint REFERENCES known_devices (id) ON DELETE CASCADE,
  at         timestamptz NOT NULL,
  -- Set by a right secret on the same device, a new password, or an operator lifting the budget: no longer counted.
  cleared_at timestamptz
);
CREATE INDEX wrong_secrets_subject ON wrong_secrets (secret, subject, at);
CREATE INDEX wrong_secrets_address ON wrong_secrets (address, at) WHERE device_id IS NULL;

-- Every OTP sent, for the per-number and per-address daily limits.
CREATE TABLE otp_sends (
  id           bigserial PRIMARY KEY,
  phone_number text NOT NULL CHECK (phone_number ~ '^[0-9]{10}$'),
  address      text NOT NULL CHECK (length(address) BETWEEN 1 AND 64),
  at           timestamptz NOT NULL
);
CREATE INDEX otp_sends_phone ON otp_sends (phone_number, at);
CREATE INDEX otp_sends_address ON otp_sends (address, at);

-- OTP codes are now argon2id hashes (verified in constant time); a code sent
-- before this migration can no longer be checked and must be asked for again.
DELETE FROM otps;

ALTER TABLE users DROP COLUMN failed_mpin_attempts, DROP COLUMN locked_until;
ALTER TABLE operators DROP COLUMN failed_login_attempts, DROP COLUMN locked_until;
