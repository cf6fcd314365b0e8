/**
 * The bidding pages during a time-out or self-exclusion (docs/PROTECTION.md):
 * in place of the page, why play is closed and until when. The server refuses
 * the bid anyway; this says so before the player builds one.
 */
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { GAMES, localiseMessage, selectUser, useShellSelector, useText } from '@matka/shared/client';

export function PlayClosedNotice({ message, code, params }: { message: string; code?: string; params?: Record<string, string | number> }) {
  const { t } = useText(GAMES);
  return (
    <div className="page">
      <section className="card" role="status" aria-labelledby="play-closed-title" data-testid="play-closed">
        <h2 id="play-closed-title" className="section-title">{t('playClosed.title')}</h2>
        <p>{localiseMessage(message, code, params)}</p>
        <Link to="/responsible-play" className="btn btn-ghost btn-block">{t('playClosed.responsiblePlay')}</Link>
      </section>
    </div>
  );
}

/** A bidding page, or the notice while the player is on a break. */
export function whilePlayOpen(Page: ComponentType): ComponentType {
  function PlayOpenOnly() {
    const block = useShellSelector(selectUser)?.play_block;
    return block ? <PlayClosedNotice message={block.message} code={block.code} params={block.params} /> : <Page />;
  }
  PlayOpenOnly.displayName = `whilePlayOpen(${Page.displayName ?? Page.name})`;
  return PlayOpenOnly;
}
