-- The operator's limits (player_settings: deposit, withdrawal and bid
-- limits) are kept in memory by every API process for the request schemas
-- (server/src/features/settings/limitsCache.ts), as the market list is
-- (migration 098): an edit tells every process when it commits.
CREATE TRIGGER player_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON player_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_topic('settings');
