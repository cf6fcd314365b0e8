/**
 * Notices (docs/API.md "Operator API" → notices): write one for every player
 * or one player (by mobile number), from now or a start, until an end or
 * open-ended; the list says whether each is scheduled, in force, ended or
 * withdrawn, and how many players opened it. Players get it in their inbox
 * (the bell), and the newest broadcast in force is the home ticker.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { createNoticeRequest, NOTICE_MSG, NOTICE_TEXT_MAX, NOTICE_TITLE_MAX, type AdminNotice, type NoticeState } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { istTime } from '../../components/format';
import { useTableParams } from '../../components/useTableParams';
import { useNoticesQuery, useSendNoticeMutation, useWithdrawNoticeMutation } from './noticesApi';
import styles from './Notices.module.css';

const STATE_LABEL: Record<NoticeState, { label: string; pill: string }> = {
  scheduled: { label: 'Scheduled', pill: 'pill-warning' },
  in_force: { label: 'In force', pill: 'pill-success' },
  ended: { label: 'Ended', pill: '' },
  withdrawn: { label: 'Withdrawn', pill: 'pill-danger' },
};

/** A datetime-local value (the operator's clock) as ISO-8601, or undefined when blank. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

export function Notices() {
  return (
    <>
      <h2 className="section-title">Notices</h2>
      <NoticeForm />
      <NoticeList />
    </>
  );
}

function NoticeForm() {
  const [send, { isLoading, error }] = useSendNoticeMutation();
  const [audience, setAudience] = useState<'all' | 'player'>('all');
  const [phone, setPhone] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createNoticeRequest.safeParse({
      audience, title, text, phone_number: audience === 'player' ? phone : undefined, starts_at: isoOf(startsAt), ends_at: isoOf(endsAt),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? NOTICE_MSG.textRequired);
      return;
    }
    setProblem(null);
    const outcome = await send(parsed.data);
    if ('data' in outcome && outcome.data) {
      toast.success(NOTICE_MSG.sent);
      setTitle('');
      setText('');
      setPhone('');
      setStartsAt('');
      setEndsAt('');
    }
  };

  return (
    <form className={`card form ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Write a notice" aria-busy={isLoading || undefined}>
      <fieldset className={styles.audience}>
        <legend>Send to</legend>
        <label className={styles.choice}>
          <input type="radio" name="audience" value="all" checked={audience === 'all'} onChange={() => setAudience('all')} /> All players
        </label>
        <label className={styles.choice}>
          <input type="radio" name="audience" value="player" checked={audience === 'player'} onChange={() => setAudience('player')} /> One player
        </label>
      </fieldset>
      {audience === 'player' && (
        <div className="field">
          <label htmlFor="notice-phone">Player’s mobile number</label>
          <input id="notice-phone" className="input" inputMode="numeric" maxLength={10} autoComplete="off" value={phone} onChange={(event) => setPhone(event.target.value)} />
        </div>
      )}
      <div className="field">
        <label htmlFor="notice-title">Title</label>
        <input id="notice-title" className="input" maxLength={NOTICE_TITLE_MAX} autoComplete="off" value={title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="notice-text">Text</label>
        <textarea id="notice-text" className="input" rows={3} maxLength={NOTICE_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className={styles.times}>
        <div className="field">
          <label htmlFor="notice-start">Start (blank: now)</label>
          <input id="notice-start" className="input" type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="notice-end">End (blank: until withdrawn)</label>
          <input id="notice-end" className="input" type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        </div>
      </div>
      {(problem ?? error) && <p className="field-error" role="alert">{problem ?? errorText(error)}</p>}
      <div><button type="submit" className="btn" disabled={isLoading}>{isLoading ? 'Sending…' : 'Send notice'}</button></div>
    </form>
  );
}

function NoticeList() {
  // A page at a time, newest first (10 on a phone, 25 on a desktop; the page in the URL, useTableParams).
  const table = useTableParams({ sort: { key: 'created_at', dir: 'desc' } });
  const { data: page, error } = useNoticesQuery(table.params);
  const data = page?.items;
  const [withdraw, withdrawState] = useWithdrawNoticeMutation();
  const [asked, setAsked] = useState<AdminNotice | null>(null);
  if (error) return <p className="empty-state" role="alert">{errorText(error)}</p>;
  if (!data) return <p className="empty-state" role="status">Loading…</p>;
  if (data.length === 0) return <p className="empty-state">No notices yet.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Notices sent">
        {data.map((notice) => (
          <li key={notice.id} className={`card ${styles.item}`} data-testid="notice-row">
            <div className={styles.itemHead}>
              <strong className={styles.title}>{notice.title}</strong>
              <span className={`pill ${STATE_LABEL[notice.state].pill} ${styles.state}`}>{STATE_LABEL[notice.state].label}</span>
            </div>
            <p className={styles.text}>{notice.text}</p>
            <p className="muted">
              {notice.audience === 'all' ? 'All players' : `Player ${notice.phone_number ?? ''}`}
              {' · '}from {istTime(notice.starts_at)}{notice.ends_at ? ` to ${istTime(notice.ends_at)}` : ''}
              {' · '}{notice.reads} opened{notice.created_by ? ` · by ${notice.created_by}` : ''}
            </p>
            {notice.state !== 'withdrawn' && notice.state !== 'ended' && (
              <div><button type="button" className="btn btn-ghost" onClick={() => setAsked(notice)}>Withdraw</button></div>
            )}
          </li>
        ))}
      </ul>
      {page && <Pager total={page.total} page={table.page} pageSize={table.pageSize} onPage={table.setPage} />}
      <ConfirmDialog
        open={asked !== null}
        title="Withdraw this notice?"
        confirmLabel="Withdraw"
        busyLabel="Withdrawing…"
        tone="danger"
        {...mutationDialog(withdrawState, () => setAsked(null))}
        onConfirm={() => {
          if (!asked) return;
          void withdraw(asked.id).then((outcome) => {
            if ('data' in outcome && outcome.data) {
              toast.success(NOTICE_MSG.withdrawnNow);
              setAsked(null);
            }
          });
        }}
      >
        <p>Players stop seeing “{asked?.title}” in their inbox and on the home ticker.</p>
      </ConfirmDialog>
    </>
  );
}

/** The list's pages: where this page sits in the whole, and the way to the pages either side. */
function Pager({ total, page, pageSize, onPage }: { total: number; page: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav className={styles.pager} aria-label="Notices pages">
      <span className={`muted ${styles.count}`} aria-live="polite">{`${first}–${Math.min(total, page * pageSize)} of ${total}`}</span>
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span className="muted">Page {page} of {pages}</span>
      <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}
