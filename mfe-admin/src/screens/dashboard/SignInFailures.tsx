/**
 * Wrong passwords typed on the signed-in operator's own account in the last
 * 30 days (docs/SECURITY.md "Guessing"): shown only when there are any, so
 * an operator notices someone trying, from where, and whether it was one of
 * their own computers.
 */
import { istTime } from '../../components/format';
import { useMySignInFailuresQuery } from '../../state/consoleApi';
import styles from './Dashboard.module.css';

export function SignInFailures() {
  const { data } = useMySignInFailuresQuery();
  if (!data?.length) return null;
  return (
    <section className={`card ${styles.signInFailures}`} aria-labelledby="sign-in-failures">
      <h3 id="sign-in-failures" className="section-title">
        {data.length === 1 ? '1 wrong password' : `${data.length} wrong passwords`} on your account in the last 30 days
      </h3>
      <p className="muted">If these were not you, tell an admin and choose a new password. Your own computers keep working.</p>
      <ul className={styles.failureList}>
        {data.map((failure) => (
          <li key={`${failure.at}-${failure.address}`}>
            {istTime(failure.at)} · {failure.address} · {failure.known_device ? 'a computer you used before' : 'a new device'}
          </li>
        ))}
      </ul>
    </section>
  );
}
