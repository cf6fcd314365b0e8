-- #9 point 2: a gateway payment remembers which gateway it was opened with and
-- in which money mode, so a credit can refuse a sandbox payment completed after
-- a restart in real-money mode (features/funds/gateway.ts).
ALTER TABLE fund_requests ADD COLUMN gateway text;
ALTER TABLE fund_requests ADD COLUMN money_mode text CHECK (money_mode IN ('play', 'real'));
-- Until now the only gateway was the play-mode sandbox.
UPDATE fund_requests SET gateway = 'sandbox', money_mode = 'play' WHERE method = 'gateway';
ALTER TABLE fund_requests ADD CONSTRAINT fund_requests_gateway_named CHECK ((method = 'gateway') = (gateway IS NOT NULL AND money_mode IS NOT NULL));
