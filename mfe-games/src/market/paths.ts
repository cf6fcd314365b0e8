/** Where each picker tile leads (docs/PRODUCT.md §2 routes). Market names travel with spaces as underscores. */
import { gameNameToSlug, type GameTypeInfo } from '@matka/shared';

export function marketSlug(gameName: string): string {
  return encodeURIComponent(gameNameToSlug(gameName));
}

export function pickerPath(gameName: string): string {
  return `/game_type/${marketSlug(gameName)}`;
}

export function gameTypePath(gameName: string, type: Pick<GameTypeInfo, 'id' | 'style'>): string {
  const slug = marketSlug(gameName);
  return type.style === 'single' ? `/game_type_single/${slug}/${type.id}` : `/game_type/${slug}/${type.id}`;
}
