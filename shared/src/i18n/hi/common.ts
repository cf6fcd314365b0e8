/** हिन्दी: en/common.ts. */
import type { common as english } from '../en/common.js';
import type { CatalogShape } from '../types.js';

const common: CatalogShape<typeof english> = {
  language: 'भाषा',
  chooseLanguage: 'भाषा चुनें',
  ok: 'ठीक है',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  lawfulPlay: 'केवल प्ले पॉइंट: पॉइंट का कोई नकद मूल्य नहीं है।',
  lawfulLicensed: '{{jurisdiction}} में लाइसेंस प्राप्त · लाइसेंस {{licence}}',
  points_one: '{{count}} पॉइंट',
  points_other: '{{count}} पॉइंट',
};

export default common;
