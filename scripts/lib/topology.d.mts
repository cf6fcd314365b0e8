/** Types of topology.mjs for scripts/lib/topology.test.ts (the build's type-check reads the test). */
export interface BalancedNode {
  name: string;
  address: string;
}
export declare function haproxyConfig(options: {
  bind: string;
  statsBind: string;
  nodes: BalancedNode[];
  source?: string | null;
  resolver?: string | null;
  perAddress?: number;
  nodeMaxconn?: number;
}): string;
export declare function composeHaproxyConfig(): string;
