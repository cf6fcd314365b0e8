/**
 * The operator facts every visitor may read (docs/PROTECTION.md "Lawful by
 * default"): play or real money, and in real-money mode where the operator
 * is licensed. The user info carries the same fields; site_info.php gives
 * them to pages shown before login (/download-now).
 */
import type { SiteInfo } from '@matka/shared';
import type { Config } from '../../config.js';

export function siteInfo(config: Pick<Config, 'MONEY_MODE' | 'OPERATOR_JURISDICTION' | 'OPERATOR_LICENCE'>): SiteInfo {
  return {
    money_mode: config.MONEY_MODE,
    // The config refuses real money without both (config.ts).
    operator_licence: config.MONEY_MODE === 'real'
      ? { jurisdiction: config.OPERATOR_JURISDICTION ?? '', licence: config.OPERATOR_LICENCE ?? '' }
      : null,
  };
}
