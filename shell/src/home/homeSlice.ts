/**
 * The home page's own state, injected into the shell's store from the page
 * (useInjectedSlice): the market list and the rates it warms. Kept in the
 * store so the last list stays on screen when a player comes back to Home or
 * a refresh fails.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Game, Rate } from '@matka/shared';

export interface HomeState {
  /** null until the first successful load. */
  games: Game[] | null;
  rates: Rate[] | null;
}

export const initialHomeState: HomeState = { games: null, rates: null };

export const homeSlice = createSlice({
  name: 'shellHome',
  initialState: initialHomeState,
  reducers: {
    gamesLoaded(state, action: PayloadAction<Game[]>) {
      state.games = action.payload;
    },
    ratesLoaded(state, action: PayloadAction<Rate[]>) {
      state.rates = action.payload;
    },
  },
});

export const { gamesLoaded, ratesLoaded } = homeSlice.actions;

/** The slice's state, or its initial state before the injection has reached the store. */
export function selectHome(state: object): HomeState {
  return (state as { shellHome?: HomeState }).shellHome ?? initialHomeState;
}

/** Keeps the first item of each key, in the server's order (SPEC §7: games and rates are de-duplicated). */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    unique.push(item);
  }
  return unique;
}

export function uniqueGames(games: unknown): Game[] {
  return Array.isArray(games) ? uniqueBy(games as Game[], (game) => game.games_name) : [];
}

export function uniqueRates(rates: unknown): Rate[] {
  return Array.isArray(rates) ? uniqueBy(rates as Rate[], (rate) => rate.type) : [];
}

/**
 * The result as players read it: `open pana-open digit close digit-close pana`,
 * e.g. '128-13-337', or the server's placeholders '***-**-***' before declaration.
 */
export function resultLine(game: Pick<Game, 'open_pana' | 'open_digit' | 'close_digit' | 'close_pana'>): string {
  const part = (value: string | undefined, placeholder: string) => (value && value.trim() !== '' ? value.trim() : placeholder);
  return `${part(game.open_pana, '***')}-${part(game.open_digit, '*')}${part(game.close_digit, '*')}-${part(game.close_pana, '***')}`;
}

export function isMarketOpen(game: Pick<Game, 'is_open'>): boolean {
  return game.is_open === '1';
}

/** A support number as 10 local digits (drops a leading 91 / +91 / 0 and any spacing). */
export function localNumber(raw: string): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** SPEC §2: WhatsApp opens with the prefilled text 'Hello !!'. */
export const WHATSAPP_TEXT = 'Hello !!';

export function telHref(number: string): string {
  return `tel:+91${localNumber(number)}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/91${localNumber(number)}?text=${encodeURIComponent(WHATSAPP_TEXT)}`;
}
