/** CSV cells as a spreadsheet will read them (docs/CONSOLE.md "Exports"). */
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Asha, Rao')).toBe('"Asha, Rao"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes text that starts like a formula as text, and numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","win")')).toBe(`"'=HYPERLINK(""http://x"",""win"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-50)).toBe('-50');
    expect(csvCell(1200)).toBe('1200');
  });

  it('leaves empty what has no value and ends a record with CRLF', () => {
    expect(csvLine([1, null, undefined, 'x', true])).toBe('1,,,x,yes\r\n');
    expect(csvCell(new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-23T04:30:00.000Z');
  });
});
