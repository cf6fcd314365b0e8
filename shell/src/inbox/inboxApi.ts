/**
 * The player's inbox (docs/API.md "Inbox"), on the shell's api slice: the
 * header's bell and the Inbox page. Tag 'Inbox': the live stream's `inbox`
 * event and a read refetch both (shared/src/client/live/tags.ts).
 */
import type { InboxResponse, InboxUnreadResponse } from '@matka/shared';
import type { ApiTag } from '@matka/shared/client';
import { shellApi } from '../app/shellApi';

const INBOX: ApiTag[] = ['Inbox'];

export const inboxApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** get_inbox_unread.php: the bell's count. */
    getInboxUnread: build.query<number, void>({
      query: () => ({ endpoint: 'inboxUnread', body: {} }),
      transformResponse: (response: InboxUnreadResponse) => response.unread,
      providesTags: INBOX,
      extraOptions: { silent: true },
    }),
    /** get_inbox.php: one page, newest first; `before` is the previous page's next_cursor ('' for the first). */
    getInbox: build.query<InboxResponse, string>({
      query: (before) => ({ endpoint: 'inbox', body: before ? { before } : {} }),
      providesTags: INBOX,
    }),
    /** read_inbox.php: one notice read, or all when `id` is left out. */
    readInbox: build.mutation<number, { id?: number }>({
      query: (body) => ({ endpoint: 'readInbox', body }),
      transformResponse: (response: InboxUnreadResponse) => response.unread,
      invalidatesTags: INBOX,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetInboxUnreadQuery, useGetInboxQuery, useReadInboxMutation } = inboxApi;
