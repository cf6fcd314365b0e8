/** How often the reality check appears (docs/PROTECTION.md "Reality check"). */
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { REALITY_CHECK_MINUTES } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { useSetRealityCheckMutation } from '../../state/walletApi';
import styles from './ResponsiblePlay.module.css';

export function RealityCheckForm({ minutes }: { minutes: number }) {
  const headingId = useId();
  const selectId = useId();
  const [every, setEvery] = useState(minutes);
  const [save, { isLoading }] = useSetRealityCheckMutation();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toast.success((await save(every).unwrap()).msg);
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">Reality check</h2>
      <p className={styles.intro}>A reminder of your time and net result since you logged in.</p>
      <form className="form" onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={selectId}>Remind me every</label>
          <select id={selectId} className="select" value={every} onChange={(event) => setEvery(Number(event.target.value))}>
            {REALITY_CHECK_MINUTES.map((each) => <option key={each} value={each}>{each} minutes</option>)}
          </select>
        </div>
        <button type="submit" className="btn btn-ghost btn-block" disabled={isLoading}>Save reminder</button>
      </form>
    </section>
  );
}
