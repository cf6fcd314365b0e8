/**
 * Notices and the player's inbox (docs/API.md "Inbox", migration 114): an
 * operator writes a notice for every player or one player, in force from its
 * start (now when left out) until its end (open-ended when left out) unless
 * withdrawn. A declined deposit or withdrawal lands in the inbox as a notice
 * of its own. Read state is per player.
 */
import { z } from 'zod';
import { apiEnvelope } from './responses.js';
import { historyPageRequest } from './history.js';
import { MSG } from '../messages.js';
import { optionalText, requiredText } from './fields.js';
import { pageQuery } from './pagination.js';

export const NOTICE_TITLE_MAX = 80;
export const NOTICE_TEXT_MAX = 1000;
/** The console's list of notices a page at a time, newest first (docs/API.md "Notices"). */
export const noticesQuery = pageQuery(['created_at'], 'created_at');

export const NOTICE_MSG = {
  titleRequired: 'Enter a title.',
  textRequired: 'Enter the notice text.',
  audience: 'Choose all players or one player.',
  phoneRequired: 'Enter the player’s mobile number.',
  playerUnknown: 'No player has this mobile number.',
  badTime: 'Enter a valid date and time.',
  endBeforeStart: 'The end must be after the start.',
  endPassed: 'The end must be in the future.',
  withdrawn: 'This notice is already withdrawn.',
  notFound: 'No such notice.',
  sent: 'Notice sent.',
  withdrawnNow: 'Notice withdrawn.',
} as const;

const instant = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : value),
  z.iso.datetime({ offset: true, error: NOTICE_MSG.badTime }).optional(),
);

/** POST /api/admin/notices: a notice for everyone, or for one player by mobile number. */
export const createNoticeRequest = z
  .object({
    title: requiredText(NOTICE_TITLE_MAX, NOTICE_MSG.titleRequired, 'Title'),
    text: requiredText(NOTICE_TEXT_MAX, NOTICE_MSG.textRequired, 'Notice text'),
    audience: z.enum(['all', 'player'], { error: NOTICE_MSG.audience }),
    phone_number: optionalText(10, 'Mobile number'),
    starts_at: instant,
    ends_at: instant,
  })
  .refine((body) => body.audience === 'all' || !!body.phone_number, { error: NOTICE_MSG.phoneRequired, path: ['phone_number'] })
  .refine((body) => body.audience === 'all' || /^\d{10}$/.test(body.phone_number ?? ''), { error: MSG.mobileInvalid, path: ['phone_number'] })
  .refine((body) => !body.starts_at || !body.ends_at || Date.parse(body.ends_at) > Date.parse(body.starts_at), {
    error: NOTICE_MSG.endBeforeStart, path: ['ends_at'],
  });
export type CreateNoticeInput = z.output<typeof createNoticeRequest>;

export const NOTICE_STATES = ['scheduled', 'in_force', 'ended', 'withdrawn'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** One notice as the console lists it; instants ISO-8601. */
export const adminNotice = z.object({
  id: z.number(),
  audience: z.enum(['all', 'player']),
  /** The one player's mobile number; null for everyone. */
  phone_number: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
  /** The operator's name; null for the server's own (a declined fund request). */
  created_by: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  state: z.enum(NOTICE_STATES),
  /** Players who opened it. */
  reads: z.number(),
});
export type AdminNotice = z.infer<typeof adminNotice>;

/** get_inbox.php: a page of the player's notices in force, newest first. */
export const inboxRequest = historyPageRequest;

/** read_inbox.php: one notice read, or every notice in the inbox when `id` is left out. */
export const readInboxRequest = z.object({
  id: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ error: NOTICE_MSG.notFound }).int().positive({ error: NOTICE_MSG.notFound }).optional(),
  ),
});

export const inboxItem = z.object({
  id: z.number(),
  /** 'notice' from an operator; 'fund_declined' a declined deposit or withdrawal with its reason. */
  kind: z.enum(['notice', 'fund_declined']),
  title: z.string(),
  text: z.string(),
  /** When it came into force: 'YYYY-MM-DD HH:MM:SS' in Asia/Kolkata. */
  date: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;

const unread = z.number().int().nonnegative();
export const inboxResponse = apiEnvelope.extend({ result: z.array(inboxItem), next_cursor: z.string().nullable(), unread });
export type InboxResponse = z.infer<typeof inboxResponse>;
/** get_inbox_unread.php and read_inbox.php: the bell's count. */
export const inboxUnreadResponse = apiEnvelope.extend({ unread });
export type InboxUnreadResponse = z.infer<typeof inboxUnreadResponse>;
