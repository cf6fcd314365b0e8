/**
 * /game_type/:gameName/half_sangam — docs/PRODUCT.md §2: a toggle between Open Pana +
 * Close Digit and Close Pana + Open Digit; pana one of the 220, digit 0–9;
 * points, Add, the list, Submit. Session is always Open (Sangams close at
 * the open time).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { GAMES, useText } from '@matka/shared/client';
import type { SlipApi } from '../../bidding/useBidSlip';
import { newDraftBid } from '../../bidding/draft';
import { NumberCombobox } from '../../bidding/NumberCombobox';
import { PointsField, usePointsEntry } from '../../bidding/PointsField';
import { SangamPage, useSangamField } from '../../bidding/sangam';
import { FixedSession } from '../../bidding/SessionChoice';
import { PlusIcon } from '../../components/icons';
import forms from '../../bidding/bidding.module.css';
import styles from './HalfSangam.module.css';

export type HalfSangamMode = 'openPana' | 'closePana';

/** Each mode's name (games:entry.*). */
export const HALF_SANGAM_MODES = {
  openPana: 'openPanaCloseDigit',
  closePana: 'closePanaOpenDigit',
} as const satisfies Record<HalfSangamMode, string>;

export function HalfSangam() {
  return (
    <SangamPage type="half_sangam">
      {({ slip, bids }) => (
        <>
          <HalfSangamForm slip={slip} />
          {bids}
        </>
      )}
    </SangamPage>
  );
}

function HalfSangamForm({ slip }: { slip: SlipApi }) {
  const { t } = useText(GAMES);
  const toggleName = useId();
  const [mode, setMode] = useState<HalfSangamMode>('openPana');
  const pana = useSangamField('pana');
  const digit = useSangamField('digit');
  const points = usePointsEntry();
  const panaInput = useRef<HTMLInputElement>(null);
  const panaLabel = mode === 'openPana' ? t('entry.openPana') : t('entry.closePana');
  const digitLabel = mode === 'openPana' ? t('entry.closeDigit') : t('entry.openDigit');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const panaOk = pana.validate();
    const digitOk = digit.validate();
    const check = points.check();
    if (!panaOk || !digitOk || !check.ok) return;
    const numbers = mode === 'openPana'
      ? { openPana: pana.value, openDigit: null, closePana: null, closeDigit: digit.value }
      : { openPana: null, openDigit: digit.value, closePana: pana.value, closeDigit: null };
    slip.add(newDraftBid('half_sangam', 'Open', numbers, check.points));
    pana.reset();
    digit.reset();
    panaInput.current?.focus();
  };

  return (
    <form className={`card form ${forms.entryCard}`} onSubmit={add} noValidate aria-label={t('entry.addBid', { type: t('types.half_sangam') })}>
      <fieldset className={forms.sessionGroup}>
        <legend className="field-label">{t('entry.play')}</legend>
        <div className={`${forms.segmented} ${styles.modes}`}>
          {(Object.keys(HALF_SANGAM_MODES) as HalfSangamMode[]).map((key) => (
            <label key={key} className={forms.segment}>
              <input type="radio" name={toggleName} value={key} checked={mode === key} onChange={() => setMode(key)} />
              <span>{t(`entry.${HALF_SANGAM_MODES[key]}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FixedSession />
      <div className={forms.entryRow}>
        <NumberCombobox inputRef={panaInput} label={panaLabel} {...pana.input} />
        <NumberCombobox label={digitLabel} {...digit.input} />
      </div>
      <PointsField {...points.field} />
      <button type="submit" className="btn btn-block"><PlusIcon /> {t('entry.add')}</button>
    </form>
  );
}
