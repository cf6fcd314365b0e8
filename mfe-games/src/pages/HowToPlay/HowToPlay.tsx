/**
 * /how-to-play (header title 'Video') — docs/PRODUCT.md §2: five steps, ending with
 * 'win up to 10 Lac Points'. Plain about what points are and that bids
 * that do not win are lost.
 */
import { Link } from 'react-router-dom';
import { selectUser, useShellSelector } from '@matka/shared/client';
import styles from './HowToPlay.module.css';

export function HowToPlay() {
  const playMode = useShellSelector(selectUser)?.money_mode !== 'real';
  return (
    <div className="page">
      <h2 className="section-title">How to Play</h2>
      <ol className={styles.steps}>
        <li>
          <strong>Choose a market.</strong> On Home, tap the play button of a market that shows
          ‘Betting Is Running Now’.
        </li>
        <li>
          <strong>Choose a game type.</strong> Single Digit, Jodi Digit, Single, Double or Triple Pana, Half or Full
          Sangam — each with its own <Link to="/game-rates">game rate</Link>.
        </li>
        <li>
          <strong>Pick your numbers.</strong> Type them one by one, or tap them on a Bulk grid. Choose the Open or
          Close session where it is offered.
        </li>
        <li>
          <strong>Enter your points and submit.</strong> At least 10 points per bid. Check the bids in the
          confirmation and submit — a bid once played will not be cancelled.
        </li>
        <li>
          <strong>Wait for the result.</strong> If your number comes, you are paid at the game rate and can win up to 10 Lac Points
        </li>
      </ol>
      <div className={`card ${styles.note}`}>
        {playMode && <p><strong>Play points only.</strong> Points here have no cash value.</p>}
        <p>Bids that do not win are lost. Results are declared at the market’s open and close times.</p>
      </div>
    </div>
  );
}
