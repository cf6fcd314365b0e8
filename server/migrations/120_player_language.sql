-- The player's language (docs/I18N.md "Where the choice is kept"): NULL until the player
-- chooses one, so a fresh device follows the account and an account that never chose
-- takes the device's choice at its next login. The list of languages is the app's
-- (shared/src/i18n/languages.ts, checked by the request schema); the column only keeps
-- its shape, so adding a language needs no migration.
ALTER TABLE users ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}$');
