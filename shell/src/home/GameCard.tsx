/**
 * One market on the home page (docs/PRODUCT.md §2 Home): name, result line, status
 * line, open and close times; a chart button and, for status '1', a play button.
 * During the player's break (docs/PROTECTION.md) no market is playable for
 * them: the card looks closed and says why, whatever the market's own state
 *; a tap on Play still explains (HomePage).
 */
import { useId } from 'react';
import type { Game } from '@matka/shared';
import { MESSAGES, SHELL, selectUser, useText } from '@matka/shared/client';
import { useAppSelector } from '../app/hooks';
import { isMarketOpen, resultLine } from './markets';
import { CalendarIcon, PlayIcon } from './icons';
import styles from './Home.module.css';

interface Props {
  game: Game;
  /** The player's status is '1': the play button shows. */
  bettingEnabled: boolean;
  onPlay: (game: Game) => void;
  onCharts: (game: Game) => void;
}

export function GameCard({ game, bettingEnabled, onPlay, onCharts }: Props) {
  const nameId = useId();
  const { t } = useText(SHELL);
  const { t: messages } = useText(MESSAGES);
  const onBreak = !!useAppSelector(selectUser)?.play_block;
  const open = isMarketOpen(game) && !onBreak;
  const result = resultLine(game);
  const declared = !result.includes('*');
  const resultSaid = declared ? t('home.result') : isOpenDeclaredOnly(result) ? t('home.resultPartial') : t('home.resultPending');

  return (
    <li>
      <article className={styles.game} aria-labelledby={nameId} data-testid="game-card" data-open={open}>
        <div className={styles.gameMain}>
          <button
            type="button"
            className={styles.chartButton}
            onClick={() => onCharts(game)}
            aria-label={t('home.chartsFor', { market: game.games_name })}
            aria-haspopup="dialog"
          >
            <CalendarIcon />
          </button>

          <div className={styles.gameBody}>
            <h3 id={nameId} className={styles.gameName}>{game.games_name}</h3>
            <p className={styles.result}>
              <span className="visually-hidden">{resultSaid}{' '}</span>
              <span className={declared ? styles.resultDigits : `${styles.resultDigits} ${styles.resultPending}`} data-testid="game-result">
                {result}
              </span>
            </p>
          </div>

          {bettingEnabled ? (
            <button
              type="button"
              className={open ? styles.playButton : `${styles.playButton} ${styles.playButtonClosed}`}
              onClick={() => onPlay(game)}
              aria-label={t('home.play', { market: game.games_name })}
            >
              <PlayIcon />
            </button>
          ) : (
            <span className={styles.playPlaceholder} aria-hidden="true" />
          )}

          <p className={open ? `${styles.status} ${styles.statusOpen}` : `${styles.status} ${styles.statusClosed}`}>
            <span className={styles.statusDot} aria-hidden="true" />
            {onBreak ? t('home.closedForBreak') : open ? messages('bettingRunning') : messages('bettingClosed')}
          </p>
        </div>

        <div className={styles.gameTimes}>
          <p className={styles.time}>
            <span className={styles.timeLabel}>{t('home.open')}</span> <span className={styles.timeValue}>{game.open_time}</span>
          </p>
          <p className={styles.time}>
            <span className={styles.timeLabel}>{t('home.close')}</span> <span className={styles.timeValue}>{game.close_time}</span>
          </p>
        </div>
      </article>
    </li>
  );
}

/** '128-1*-***': the open pana and digit are in, the close ones are not. */
function isOpenDeclaredOnly(result: string): boolean {
  const [openPana = '', jodi = ''] = result.split('-');
  return !openPana.includes('*') && !jodi.startsWith('*');
}

/** Placeholder cards while the first list loads (same height as a card: no jump when it arrives). */
export function GameCardSkeleton() {
  return (
    <li aria-hidden="true">
      <div className={`${styles.game} ${styles.skeletonCard}`}>
        <div className={styles.gameMain}>
          <span className={`${styles.skeleton} ${styles.skeletonRound}`} />
          <div className={styles.gameBody}>
            <span className={`${styles.skeleton} ${styles.skeletonName}`} />
            <span className={`${styles.skeleton} ${styles.skeletonResult}`} />
          </div>
          <span className={`${styles.skeleton} ${styles.skeletonRound}`} />
          <span className={`${styles.skeleton} ${styles.skeletonStatus}`} />
        </div>
        <div className={styles.gameTimes}>
          <span className={`${styles.skeleton} ${styles.skeletonTime}`} />
          <span className={`${styles.skeleton} ${styles.skeletonTime}`} />
        </div>
      </div>
    </li>
  );
}
