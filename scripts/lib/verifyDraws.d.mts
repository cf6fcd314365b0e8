import type { DeclarationHistoryEntry, ChartRow, MarketDraws } from '@matka/shared';

export interface MarketFacts {
  draws: MarketDraws;
  declarations: DeclarationHistoryEntry[];
  chart: ChartRow[];
}
export interface Report {
  ok: boolean;
  lines: string[];
  verified: number;
  failed: string[];
  pending: number;
}
export type PublicPost = (script: string, body: Record<string, unknown>) => Promise<unknown>;
export declare function publicApi(baseUrl: string, fetchImpl?: typeof fetch): PublicPost;
export declare function fetchMarket(post: PublicPost, market: string): Promise<MarketFacts>;
export declare function verifyMarketFacts(market: string, facts: MarketFacts, range?: { from?: string; to?: string }): Promise<Report>;
export declare function verifyOne(input: { seed: string; commitment: string; pana: string; date?: string; committedAt?: string }): Promise<{ ok: boolean; lines: string[] }>;
export declare const USAGE: string;
export declare const OPTIONS: Record<string, { type: 'string' }>;
export declare function runVerify(
  values: Record<string, string | undefined>, positionals: string[], io?: { fetch?: typeof fetch; log?: (line: string) => void },
): Promise<number>;
