/**
 * One session of one market day: declared (pana, settlement summary, Revert
 * with a reason) or waiting (UndeclaredSession: type the pana → Preview →
 * Declare, confirmed with the preview on screen). A session the server draws (it has a
 * commitment, docs/SETTLEMENT.md "Verifiable draws") shows its commitment,
 * and once drawn its seed, with no pana field and no Revert: the server
 * refuses both (409).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { plural, revertResultRequest, type ResultSession } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { points } from '../../components/format';
import { useRevertResultMutation } from '../../state/consoleApi';
import type { MarketDay } from '@matka/shared';
import { DrawFacts } from './DrawFacts';
import { SummaryFigures } from './SummaryFigures';
import { UndeclaredSession } from './UndeclaredSession';
import styles from './Results.module.css';

const LABEL: Record<ResultSession, string> = { open: 'Open', close: 'Close' };

export function SessionPanel({ day, session }: { day: MarketDay; session: ResultSession }) {
  const declaredPana = session === 'open' ? day.open_pana : day.close_pana;
  const standing = day.declarations.find((entry) => entry.session === session && entry.reverted_at === null);
  const draw = day.draws.find((entry) => entry.session === session);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`session-${session}`}>
      <h3 id={`session-${session}`} className={styles.panelTitle}>{LABEL[session]} result</h3>
      {draw && <DrawFacts draw={draw} />}
      {declaredPana && standing
        ? <Declared day={day} session={session} pana={declaredPana} standing={standing} drawn={Boolean(draw)} />
        : draw ? <p className="muted">Not drawn yet: the server draws it when the session closes.</p> : <UndeclaredSession day={day} session={session} />}
    </section>
  );
}

function Declared({ day, session, pana, standing, drawn }: {
  day: MarketDay; session: ResultSession; pana: string; standing: MarketDay['declarations'][number]; drawn: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [revert, revertState] = useRevertResultMutation();
  return (
    <>
      <p className={styles.pana} aria-label={`Declared ${LABEL[session]} pana ${pana}`}>{pana}</p>
      <SummaryFigures declaration={standing} />
      {!drawn && <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>Revert…</button>}
      <ConfirmDialog
        open={confirming}
        title={`Revert the ${LABEL[session]} result ${pana}?`}
        confirmLabel="Revert result"
        busyLabel="Reverting…"
        tone="danger"
        reason={{ label: 'Reason for the revert', schema: revertResultRequest.shape.reason, hint: 'Kept in the audit log and the public result history.' }}
        {...mutationDialog(revertState, () => setConfirming(false))}
        onConfirm={async (reason) => {
          const outcome = await revert({ market_id: day.market_id, session, business_date: day.business_date, reason });
          if ('error' in outcome) {
            // Refused: most often another operator reverted first. The day is fetched again and this panel may give
            // way to the session as it now stands, taking the dialog with it, so the server's words go to a toast.
            setConfirming(false);
            revertState.reset();
            toast.error(errorText(outcome.error));
            return;
          }
          if (!outcome.data) return;
          setConfirming(false);
          const { reopened, reversed, shortfall } = outcome.data;
          // docs/decisions/0020: what the wallets no longer held is owed, and collected from the players' next credits.
          const owed = shortfall > 0 ? ` ${plural(shortfall, 'point', undefined, points(shortfall))} could not be taken back: recorded as receivables.` : '';
          toast.success(`Reverted: ${plural(reopened, 'bid')} pending again, ${plural(reversed, 'point')} taken back.${owed}`, { duration: shortfall > 0 ? 10_000 : 4_000 });
        }}
      >
        <p>Every bid this result decided goes back to pending; wins are taken back from the winners&apos; wallets (down to zero — the rest is recorded as a receivable).</p>
        <SummaryFigures declaration={standing} />
      </ConfirmDialog>
    </>
  );
}
