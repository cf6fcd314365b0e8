-- Operators sign in with a mobile number, a username, or either of the two
-- (issue #7). operators.username (lowercase, unique) exists since migration
-- 002; the mobile number becomes optional, but an account keeps at least one
-- of them. The lockout stays per account (011), whichever one is typed.
ALTER TABLE operators ALTER COLUMN phone_number DROP NOT NULL;
ALTER TABLE operators ADD CONSTRAINT operators_phone_or_username CHECK (phone_number IS NOT NULL OR username IS NOT NULL);
