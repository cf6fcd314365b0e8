/**
 * Markets (docs/API.md "Operator API" → markets): the list in display order,
 * create, edit, and switch off (confirmed, with a reason kept in the audit
 * log) or back on. Changing times never moves bids already placed.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { WEEKDAYS, updateMarketRequest, type Weekday } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { useCreateMarketMutation, useMarketsQuery, useUpdateMarketMutation } from '../../state/consoleApi';
import type { AdminMarket } from '../../state/contract';
import { MarketForm, changesOf, type MarketRequest } from './MarketForm';
import styles from './Markets.module.css';

type Editing = { market: AdminMarket | null } | null;

const dayName = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** 'Every day', 'Mon–Sat', 'Mon–Fri, Sun': runs of consecutive weekdays as ranges. */
export function daysText(days: readonly Weekday[]): string {
  if (days.length === 7) return 'Every day';
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS) {
    if (!days.includes(day)) continue;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === WEEKDAYS.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  return runs.map((run) => (run.length > 2 ? `${dayName(run[0]!)}–${dayName(run.at(-1)!)}` : run.map(dayName).join(', '))).join(', ');
}

export function Markets() {
  const { data, error, isFetching } = useMarketsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [switching, setSwitching] = useState<AdminMarket | null>(null);
  const [create, createState] = useCreateMarketMutation();
  const [update, updateState] = useUpdateMarketMutation();

  const save = async (values: MarketRequest) => {
    const market = editing?.market ?? null;
    if (!market) {
      const outcome = await create(values);
      if (!('data' in outcome) || !outcome.data) return;
      toast.success(`Market ${outcome.data.name} created.`);
    } else {
      const changes = changesOf(market, values);
      if (Object.keys(changes).length === 0) {
        toast('Nothing changed.');
        setEditing(null);
        return;
      }
      const outcome = await update({ id: market.id, ...changes });
      if (!('data' in outcome) || !outcome.data) return;
      toast.success(`Market ${outcome.data.name} saved.`);
    }
    setEditing(null);
  };

  const columns: Column<AdminMarket>[] = [
    { key: 'display_order', header: 'Order', align: 'end', render: (market) => market.display_order },
    { key: 'name', header: 'Market', rowHeader: true, render: (market) => <strong className={styles.nowrap}>{market.name}</strong> },
    { key: 'times', header: 'Open – close (IST)', render: (market) => `${market.open_time} – ${market.close_time}${market.crosses_midnight ? ' (next day)' : ''}` },
    { key: 'days', header: 'Days', render: (market) => daysText(market.days) },
    { key: 'holidays', header: 'Holidays ahead', wide: true, render: (market) => market.holidays.join(', ') || '—' },
    { key: 'draw_mode', header: 'Results', render: (market) => (market.draw_mode === 'server' ? 'Server draw' : 'Manual') },
    { key: 'status', header: 'Status', render: (market) => (market.status === '1' ? <span className="pill pill-success">On</span> : <span className="pill pill-danger">Off</span>) },
    {
      key: 'actions', header: 'Actions', hideHeader: true, wide: true, render: (market) => (
        <span className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={() => setEditing({ market })} aria-label={`Edit ${market.name}`}>Edit</button>
          <button type="button" className="btn btn-ghost" onClick={() => setSwitching(market)}
            aria-label={`${market.status === '1' ? 'Switch off' : 'Switch on'} ${market.name}`}>
            {market.status === '1' ? 'Switch off…' : 'Switch on…'}
          </button>
        </span>
      ),
    },
  ];

  const saving = createState.isLoading || updateState.isLoading;
  const saveError = createState.error ?? updateState.error;
  const turningOff = switching?.status === '1';

  return (
    <>
      <header className={styles.head}>
        <h2 className="section-title">Markets</h2>
        {!editing && <button type="button" className="btn" onClick={() => setEditing({ market: null })}>New market</button>}
      </header>
      {editing && (
        <MarketForm
          key={editing.market?.id ?? 'new'}
          market={editing.market}
          busy={saving}
          error={saveError ? errorText(saveError) : undefined}
          onSave={save}
          onCancel={() => {
            createState.reset();
            updateState.reset();
            setEditing(null);
          }}
        />
      )}
      <DataTable
        caption="Markets"
        columns={columns}
        rows={data}
        rowKey={(market) => market.id}
        total={data?.length ?? 0}
        page={1}
        pageSize={Math.max(data?.length ?? 0, 1)}
        onPage={() => undefined}
        loading={isFetching}
        error={error ? errorText(error) : undefined}
        empty="No markets yet."
      />
      <ConfirmDialog
        open={switching !== null}
        title={turningOff ? `Switch ${switching?.name ?? ''} off?` : `Switch ${switching?.name ?? ''} back on?`}
        confirmLabel={turningOff ? 'Switch off' : 'Switch on'}
        busyLabel="Saving…"
        tone={turningOff ? 'danger' : 'primary'}
        {...(turningOff ? { reason: { label: 'Reason', schema: updateMarketRequest.shape.reason.unwrap(), hint: 'Kept in the audit log.' } } : {})}
        busy={updateState.isLoading}
        error={updateState.error && switching ? errorText(updateState.error) : undefined}
        onClose={() => {
          updateState.reset();
          setSwitching(null);
        }}
        onConfirm={async (reason) => {
          if (!switching) return;
          const outcome = await update({ id: switching.id, ...(turningOff ? { status: '0', reason } : { status: '1' }) });
          if (!('data' in outcome) || !outcome.data) return;
          toast.success(`${outcome.data.name} is ${outcome.data.status === '1' ? 'on' : 'off'}.`);
          setSwitching(null);
        }}
      >
        <p>{turningOff
          ? 'Players stop seeing its sessions as open: no new bids. Bids already placed stay pending and settle when the result is declared.'
          : 'Players can bid on it again at its next session.'}</p>
      </ConfirmDialog>
    </>
  );
}
