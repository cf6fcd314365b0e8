/** Who acts in the console, as every audited change records it; the HTTP layer builds one per request (http/auth.ts). */
export type { Actor } from '../../data/audit.js';
