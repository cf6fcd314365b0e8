/**
 * /game_type/:gameName/full_sangam — docs/PRODUCT.md §2: open pana + close pana, each
 * one of the 220 panas; points, Add, the list, Submit. Session is always
 * Open (Sangams close at the open time).
 */
import { useRef, type FormEvent } from 'react';
import { GAMES, useText } from '@matka/shared/client';
import type { SlipApi } from '../../bidding/useBidSlip';
import { newDraftBid } from '../../bidding/draft';
import { NumberCombobox } from '../../bidding/NumberCombobox';
import { PointsField, usePointsEntry } from '../../bidding/PointsField';
import { SangamPage, useSangamField } from '../../bidding/sangam';
import { FixedSession } from '../../bidding/SessionChoice';
import { PlusIcon } from '../../components/icons';
import forms from '../../bidding/bidding.module.css';

export function FullSangam() {
  return (
    <SangamPage type="full_sangam">
      {({ slip, bids }) => (
        <>
          <FullSangamForm slip={slip} />
          {bids}
        </>
      )}
    </SangamPage>
  );
}

function FullSangamForm({ slip }: { slip: SlipApi }) {
  const { t } = useText(GAMES);
  const openPana = useSangamField('pana');
  const closePana = useSangamField('pana');
  const points = usePointsEntry();
  const firstInput = useRef<HTMLInputElement>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const openOk = openPana.validate();
    const closeOk = closePana.validate();
    const check = points.check();
    if (!openOk || !closeOk || !check.ok) return;
    slip.add(newDraftBid('full_sangam', 'Open', {
      openPana: openPana.value, openDigit: null, closePana: closePana.value, closeDigit: null,
    }, check.points));
    openPana.reset();
    closePana.reset();
    firstInput.current?.focus();
  };

  return (
    <form className={`card form ${forms.entryCard}`} onSubmit={add} noValidate aria-label={t('entry.addBid', { type: t('types.full_sangam') })}>
      <FixedSession />
      <div className={forms.entryRow}>
        <NumberCombobox inputRef={firstInput} label={t('entry.openPana')} {...openPana.input} />
        <NumberCombobox label={t('entry.closePana')} {...closePana.input} />
      </div>
      <PointsField {...points.field} />
      <button type="submit" className="btn btn-block"><PlusIcon /> {t('entry.add')}</button>
    </form>
  );
}
