/** हिन्दी: en/bidWords.ts. */
import type { gameTypeNames as englishTypes, sessionNames as englishSessions } from '../en/bidWords.js';
import type { CatalogShape } from '../types.js';

export const gameTypeNames: CatalogShape<typeof englishTypes> = {
  single_digit: 'सिंगल अंक',
  single_digit_bulk: 'सिंगल अंक बल्क',
  jodi_digit: 'जोड़ी',
  jodi_digit_bulk: 'जोड़ी बल्क',
  single_pana: 'सिंगल पाना',
  single_pana_bulk: 'सिंगल पाना बल्क',
  double_pana: 'डबल पाना',
  double_pana_bulk: 'डबल पाना बल्क',
  triple_pana: 'ट्रिपल पाना',
  triple_pana_bulk: 'ट्रिपल पाना बल्क',
  half_sangam: 'हाफ संगम',
  full_sangam: 'फुल संगम',
};

export const sessionNames: CatalogShape<typeof englishSessions> = {
  Open: 'ओपन',
  Close: 'क्लोज़',
};
