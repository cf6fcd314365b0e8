/** How the home page shows a market and its support numbers. */
import type { Game } from '@matka/shared';

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

/** docs/PRODUCT.md §2: WhatsApp opens with the prefilled text 'Hello !!'. */
export const WHATSAPP_TEXT = 'Hello !!';

export function telHref(number: string): string {
  return `tel:+91${localNumber(number)}`;
}

export function whatsappHref(number: string): string {
  return `https://wa.me/91${localNumber(number)}?text=${encodeURIComponent(WHATSAPP_TEXT)}`;
}
