/**
 * Results per market and business day (docs/SETTLEMENT.md, docs/API.md
 * "Operator API"): for each session, either the standing declaration with its
 * settlement summary and Revert (reason required), or the pana field with
 * Preview → Declare, whose confirmation shows the preview the declaration's
 * own SQL computed. Below, every declaration of the day, reverted ones kept,
 * each with the panas previewed before it. Nothing here suggests a result:
 * the operator types the market's draw; previews are limited and audited
 * (docs/SETTLEMENT.md "Integrity").
 */
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { errorText } from '@matka/shared/client';
import type { ResultSession } from '@matka/shared';
import { useMarketDayQuery, useMarketsQuery } from '../../state/consoleApi';
import { DeclarationsTable } from './DeclarationsTable';
import { SessionPanel } from './SessionPanel';
import { Winners } from '../winners/Winners';
import styles from './Results.module.css';

const SESSIONS: readonly ResultSession[] = ['open', 'close'];

/** The market day, and below it each declaration's winners (docs/CONSOLE.md "Winners"). */
export function Results() {
  return (
    <Routes>
      <Route index element={<MarketDayScreen />} />
      <Route path="declarations/:declarationId/winners" element={<Winners />} />
    </Routes>
  );
}

function MarketDayScreen() {
  const [search, setSearch] = useSearchParams();
  const markets = useMarketsQuery();
  const marketId = Number(search.get('market') ?? '') || markets.data?.[0]?.id;
  const date = search.get('date') ?? '';
  const day = useMarketDayQuery(
    { market_id: marketId ?? 0, ...(date ? { business_date: date } : {}) },
    { skip: marketId === undefined },
  );

  // Only the chosen market's day: while another market's day loads, `data` still holds the previous
  // one, and a pana typed into it would preview (or declare) the wrong market.
  const shown = day.currentData;
  const choose = (key: 'market' | 'date', value: string) => setSearch((current) => {
    const next = new URLSearchParams(current);
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  }, { replace: true });

  return (
    <>
      <header className={styles.head}>
        <h2 className="section-title">Results</h2>
        <div className={styles.pickers}>
          <label className="field">
            <span className="field-label">Market</span>
            <select className="select" value={marketId ?? ''} onChange={(event) => choose('market', event.target.value)}>
              {markets.data?.map((market) => (
                <option key={market.id} value={market.id}>{market.name} ({market.open_time}–{market.close_time} IST){market.status === '0' ? ' · off' : ''}</option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Business day</span>
            <input className="input" type="date" value={date || shown?.business_date || ''} onChange={(event) => choose('date', event.target.value)} />
          </label>
        </div>
      </header>
      {markets.error && <p className="empty-state" role="alert">{errorText(markets.error)}</p>}
      {day.error && <p className="empty-state" role="alert">{errorText(day.error)}</p>}
      {!shown && !day.error && marketId !== undefined && <p className="muted" role="status">Loading the market day…</p>}
      {shown && (
        <>
          {shown.back_dated && <p className={styles.backDated} role="note" aria-label="Back-dated day">{shown.back_dated}</p>}
          {shown.draw_mode === 'server' && shown.draws.length === 0 && (
            <p className="muted" role="note">This market is drawn by the server from its next committed day; this day has no commitment and is declared by hand.</p>
          )}
          <div className={styles.sessions}>
            {SESSIONS.map((session) => (
              // Keyed by the day: a half-typed pana or a preview never carries over to another market or date.
              <SessionPanel key={`${shown.market_id}:${shown.business_date}:${session}`} day={shown} session={session} />
            ))}
          </div>
          <DeclarationsTable declarations={shown.declarations} />
        </>
      )}
    </>
  );
}
