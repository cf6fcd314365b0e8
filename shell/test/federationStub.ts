/**
 * Test stand-in for the federation plugin's virtual module: tests register
 * what a remote's `./pages` resolves to, or make it fail like a remote that is down.
 */
type Loader = () => Promise<unknown>;
const loaders = new Map<string, Loader>();
const configs = new Map<string, unknown>();

export function registerTestRemote(name: string, loader: Loader): void {
  loaders.set(name, loader);
}
export function resetTestRemotes(): void {
  loaders.clear();
  configs.clear();
}
export function remoteConfigOf(name: string): unknown {
  return configs.get(name);
}

export function __federation_method_setRemote(name: string, config: unknown): void {
  configs.set(name, config);
}
export async function __federation_method_getRemote(name: string, exposed: string): Promise<unknown> {
  const loader = loaders.get(name);
  if (!loader) throw new TypeError(`Failed to fetch dynamically imported module: ${name}/${exposed}`);
  return loader();
}
export function __federation_method_unwrapDefault(module: unknown): unknown {
  const record = module as { default?: unknown } | null;
  return record && typeof record === 'object' && 'default' in record ? record.default : module;
}
