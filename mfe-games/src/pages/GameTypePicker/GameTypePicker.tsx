/**
 * /game_type/:gameName — docs/PRODUCT.md §2 Game type picker. Single Digit, Single,
 * Double and Triple Pana each have a single and a Bulk entry; Jodi Digit,
 * Jodi Digit Bulk, Half Sangam and Full Sangam show only while the server
 * says the open session still takes bids.
 */
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { GAMES, useText } from '@matka/shared/client';
import { pickerGameTypes, type Game, type GameTypeInfo, type RateType } from '@matka/shared';
import { BallIcon, ChevronIcon, GridIcon, InfoIcon, LinkIcon, PairIcon, TripleIcon } from '../../components/icons';
import { MarketGate } from '../../market/MarketGate';
import { gameTypePath } from '../../market/paths';
import { useMarket } from '../../market/useMarket';
import styles from './GameTypePicker.module.css';

const ICONS: Record<RateType, ComponentType<SVGProps<SVGSVGElement>>> = {
  'Single Digit': BallIcon,
  'Jodi Digit': PairIcon,
  'Single Pana': TripleIcon,
  'Double Pana': TripleIcon,
  'Triple Pana': TripleIcon,
  'Half Sangam': LinkIcon,
  'Full Sangam': LinkIcon,
};

/** The key of a tile's caption (games:picker.*). */
function caption(type: GameTypeInfo) {
  if (type.id === 'half_sangam') return 'picker.halfSangam' as const;
  if (type.id === 'full_sangam') return 'picker.fullSangam' as const;
  return type.style === 'bulk' ? 'picker.bulk' as const : 'picker.single' as const;
}

export function GameTypePicker() {
  const market = useMarket();
  return (
    <MarketGate state={market}>
      {(game, verdict) => <Tiles game={game} openSession={verdict.openSession} />}
    </MarketGate>
  );
}

function Tiles({ game, openSession }: { game: Game; openSession: boolean }) {
  const { t } = useText(GAMES);
  const types = pickerGameTypes(openSession);
  return (
    <section aria-labelledby="picker-title" className={styles.section}>
      <h3 id="picker-title" className="section-title">{t('picker.title')}</h3>
      <ul className={styles.grid}>
        {types.map((type) => {
          const Icon = ICONS[type.rateType];
          return (
            <li key={type.id}>
              <Link
                to={gameTypePath(game.games_name, type)}
                className={styles.tile}
                data-style={type.style}
                aria-labelledby={`tile-${type.id}`}
                aria-describedby={`tile-${type.id}-caption`}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon width={26} height={26} />
                  {type.style === 'bulk' && <span className={styles.bulkBadge}><GridIcon width={12} height={12} /></span>}
                </span>
                <span className={styles.text}>
                  <span id={`tile-${type.id}`} className={styles.label}>{t(`types.${type.id}`)}</span>
                  <span id={`tile-${type.id}-caption`} className={styles.caption}>{t(caption(type))}</span>
                </span>
                <ChevronIcon className={styles.chevron} />
              </Link>
            </li>
          );
        })}
      </ul>
      {!openSession && (
        <p className={styles.note}>
          <InfoIcon /> {t('picker.openSessionOver')}
        </p>
      )}
    </section>
  );
}
