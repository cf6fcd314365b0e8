/** The one table `npm run bench` prints. */

const COLUMNS = [
  ['What', 'what', 'left'],
  ['Conns', 'conns', 'right'],
  ['OK/s', 'rate', 'right'],
  ['p50 ms', 'p50', 'right'],
  ['p99 ms', 'p99', 'right'],
  ['Errors', 'errors', 'right'],
  ['API CPU µs/req', 'cpu', 'right'],
  ['DB CPU µs/req', 'dbCpu', 'right'],
  ['pgbench TPS', 'pgbench', 'right'],
  ['Ratio', 'ratio', 'right'],
  ['Target', 'target', 'left'],
  ['Met', 'met', 'left'],
];

const number = (value, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));

/** A measured row from a load-generator group result. */
export function measuredRow(what, conns, result, extra = {}) {
  return {
    what,
    conns: String(conns),
    rate: number(result.perSecond),
    p50: number(result.p50, 1),
    p99: number(result.p99, 1),
    errors: number(result.errors),
    cpu: result.apiCpuUsPerRequest === undefined ? '' : number(result.apiCpuUsPerRequest),
    dbCpu: result.dbCpuUsPerRequest === undefined ? '' : number(result.dbCpuUsPerRequest),
    pgbench: '',
    ratio: '',
    target: '',
    met: '',
    ...extra,
  };
}

export function noteRow(what, note) {
  return { what, conns: '', rate: '', p50: '', p99: '', errors: '', cpu: '', dbCpu: '', pgbench: '', ratio: '', target: note, met: '' };
}

export function formatTable(rows) {
  const widths = COLUMNS.map(([title, key]) => Math.max(title.length, ...rows.map((row) => String(row[key] ?? '').length)));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const pad = (text, width, align) => (align === 'right' ? String(text).padStart(width) : String(text).padEnd(width));
  return [
    line(COLUMNS.map(([title, , align], index) => pad(title, widths[index], align))),
    line(COLUMNS.map(([, , align], index) => (align === 'right' ? `${'-'.repeat(widths[index] - 1)}:` : '-'.repeat(widths[index])))),
    ...rows.map((row) => line(COLUMNS.map(([, key, align], index) => pad(row[key] ?? '', widths[index], align)))),
  ].join('\n');
}

export { number };
