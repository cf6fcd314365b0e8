import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InboxItem } from '@matka/shared';
import { installFakeEventSource, type FakeEventSources } from '@matka/shared/testing';
import { resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from '../remotes/manifest';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';

describe('the inbox bell and page', () => {
  let sources: FakeEventSources;
  let api: ReturnType<typeof fakeApi>;
  let items: InboxItem[];
  const unread = () => items.filter((item) => !item.read).length;

  beforeEach(() => {
    sources = installFakeEventSource();
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    items = [
      { id: 7, kind: 'fund_declined', title: 'Deposit declined', text: '700 points: UTR not found', date: '2026-11-23 10:00:00', read: false },
      { id: 5, kind: 'notice', title: 'Diwali', text: 'Markets close early today.', date: '2026-11-22 09:00:00', read: false },
      { id: 2, kind: 'notice', title: 'Welcome', text: 'Hello.', date: '2026-11-20 09:00:00', read: true },
    ];
    api = fakeApi({
      'get_profile.php': () => ({ success: '1', msg: '', data: makeUser() }),
      'get_inbox_unread.php': () => ({ success: '1', msg: 'Inbox', unread: unread() }),
      'get_inbox.php': () => ({ success: '1', msg: 'Inbox', result: items, next_cursor: null, unread: unread() }),
      'read_inbox.php': (body) => {
        const id = (body as { id?: number }).id;
        items = items.map((item) => (id === undefined || item.id === id ? { ...item, read: true } : item));
        return { success: '1', msg: 'Read', unread: unread() };
      },
    });
  });
  afterEach(() => {
    api.restore();
    sources.restore();
  });

  it('shows the unread count on the bell and refreshes it on the live inbox event', async () => {
    renderShell('/', makeUser());
    expect(await screen.findByRole('button', { name: 'Inbox, 2 unread notices' })).toBeInTheDocument();
    expect(screen.getByTestId('inbox-bell')).toHaveTextContent('2');

    await waitFor(() => expect(sources.all).toHaveLength(1));
    await act(async () => sources.latest().open());
    await act(async () => sources.latest().send({ type: 'hello', wallet: 1000 }));
    items = [{ id: 9, kind: 'notice', title: 'New', text: 'x', date: '2026-11-23 11:00:00', read: false }, ...items];
    await act(async () => sources.latest().send({ type: 'inbox', notice_id: 9 }));
    expect(await screen.findByRole('button', { name: 'Inbox, 3 unread notices' })).toBeInTheDocument();
  });

  it('lists notices with their read state and marks one read when it is opened', async () => {
    renderShell('/', makeUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Inbox, 2 unread notices' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Inbox');
    const rows = await screen.findAllByTestId('inbox-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[2]).toHaveAttribute('data-unread', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('2 unread');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Deposit declined/ }));
    expect(screen.getByText('700 points: UTR not found')).toBeInTheDocument();
    expect(api.calls.find((call) => call.script === 'read_inbox.php')?.body).toEqual({ id: 7 });
    expect(await screen.findByRole('button', { name: 'Inbox, 1 unread notice' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')[0]).toHaveAttribute('data-unread', 'false'));

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Inbox, no unread notices' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No unread notices');
  });
});
