-- Bids judged one by one, then written together (docs/decisions/0029,
-- docs/performance-log.md "The writes of a batch in one statement").
--
-- Every bid, alone or in a batch, is now placed by place_bids_in_session()
-- (server/sql/functions/place_bids_in_session.sql): it judges each bid in
-- turn, as place_bid() did, and writes the placed ones' debits, bids and
-- ledger rows as one statement (write_placed_bids()). A batch no longer runs
-- each bid in a subtransaction: anything raised undoes the whole call, and
-- the caller places each bid again alone. So place_bids_in_session() loses
-- its error_code column, which changes its result type (a drop, then the
-- file's new definition), and place_bid() and place_bid_in_session(), which
-- nothing calls any more, go. IF EXISTS: on a new database the migrations
-- run before any file of server/sql/functions/ has created them.
DROP FUNCTION IF EXISTS place_bids_in_session(jsonb);
DROP FUNCTION IF EXISTS place_bid_in_session(bid_call);
DROP FUNCTION IF EXISTS place_bid(bid_call);
