/**
 * Wrong passwords typed on the signed-in operator's own account in the last
 * 30 days (docs/SECURITY.md "Guessing"): shown only when there are any, so
 * an operator notices someone trying, from where, and whether it was one of
 * their own computers. The newest few are listed; the rest fold away so the
 * day's figures stay near the top on a phone.
 */
import { plural } from '@matka/shared';
import { istTime } from '../../components/format';
import { useMySignInFailuresQuery } from '../../state/consoleApi';
import type { SignInFailure } from '../../state/contract';
import styles from './Dashboard.module.css';

const SHOWN_FIRST = 3;

function FailureList({ failures }: { failures: SignInFailure[] }) {
  return (
    <ul className={styles.failureList}>
      {failures.map((failure) => (
        <li key={`${failure.at}-${failure.address}`}>
          {istTime(failure.at)} · {failure.address} · {failure.known_device ? 'a computer you used before' : 'a new device'}
        </li>
      ))}
    </ul>
  );
}

export function SignInFailures() {
  const { data } = useMySignInFailuresQuery();
  if (!data?.length) return null;
  const earlier = data.slice(SHOWN_FIRST);
  return (
    <section className={`card ${styles.signInFailures}`} aria-labelledby="sign-in-failures">
      <h3 id="sign-in-failures" className="section-title">
        {plural(data.length, 'wrong password')} on your account in the last 30 days
      </h3>
      <p className="muted">If these were not you, tell an admin and choose a new password. Your own computers keep working.</p>
      <FailureList failures={data.slice(0, SHOWN_FIRST)} />
      {earlier.length > 0 && (
        <details>
          <summary className={styles.failureMore}>{earlier.length} earlier</summary>
          <FailureList failures={earlier} />
        </details>
      )}
    </section>
  );
}
