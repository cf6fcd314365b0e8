/** A console table's page as the API sends it (Page in shared/src/api/console.ts). */
export function page<T>(items: T[], overrides: Record<string, unknown> = {}) {
  return { success: '1', data: { items, page: 1, page_size: 25, total: items.length, sort: 'created_at', dir: 'desc', ...overrides } };
}

export const noCounts = { success: '1', data: { deposit: 0, withdraw: 0 } };
