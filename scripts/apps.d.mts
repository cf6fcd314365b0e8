import type { RemoteInfo } from '../shared/src/remotes';

export type RemoteApp = RemoteInfo;
export declare const REMOTES: readonly RemoteApp[];
export declare const SHELL: { name: 'shell'; dir: 'shell' };
export declare const DEFAULT_PORT: number;
export declare function remotePort(remote: RemoteApp, env?: NodeJS.ProcessEnv): number;
export interface ProductProcess { name: string; command: string; env: Record<string, string> }
export declare function productProcesses(env?: NodeJS.ProcessEnv): ProductProcess[];
