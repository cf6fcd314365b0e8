-- Operator login gets the players' lockout: a counter of reserved guesses and
-- a lock time, both updated in the one statement that grants a guess
-- (server/src/data/loginLockout.ts).
ALTER TABLE operators
  ADD COLUMN failed_login_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN locked_until timestamptz;
