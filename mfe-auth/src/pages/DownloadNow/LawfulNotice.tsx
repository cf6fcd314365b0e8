/**
 * The quiet line at the foot of /download-now (docs/PROTECTION.md "Lawful by
 * default"): play points have no cash value, or in real-money mode where the
 * operator is licensed. The wording is `lawfulNotice` (shared/), the same as
 * the side menu's footer; the facts come from the session's user info, or
 * for a visitor not logged in from site_info.php. Until they arrive (or if
 * they cannot), nothing is said rather than something that may be wrong.
 */
import { COMMON, selectUser, useShellSelector, useText } from '@matka/shared/client';
import { useSiteInfoQuery } from '../../state/authApi';

export function LawfulNotice({ className }: { className?: string }) {
  const user = useShellSelector(selectUser);
  const { data: site } = useSiteInfoQuery(undefined, { skip: Boolean(user) });
  const { t } = useText(COMMON);
  const facts = user ?? site;
  if (!facts) return null;
  // lawfulNotice()'s words (shared/src/domain/protection.ts), in the page's language.
  const licence = facts.money_mode === 'real' ? facts.operator_licence : null;
  return <p className={className} data-testid="lawful-notice">{licence ? t('lawfulLicensed', { jurisdiction: licence.jurisdiction, licence: licence.licence }) : t('lawfulPlay')}</p>;
}
