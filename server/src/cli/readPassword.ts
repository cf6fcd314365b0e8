/**
 * Reads a password without showing it. On a terminal each key is read in raw
 * mode and nothing is echoed; from a pipe (scripts, CI) the first line is the
 * password. Ctrl-C or Ctrl-D abandons.
 */
import type { Readable, Writable } from 'node:stream';

type Input = Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };

export function readPassword(prompt: string, input: Input = process.stdin, output: Writable = process.stderr): Promise<string> {
  output.write(prompt);
  return input.isTTY && input.setRawMode ? readFromTerminal(input, output) : readFirstLine(input, output);
}

function readFromTerminal(input: Input, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode!(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode!(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n') return finish();
        if (key === '\u0003' || key === '\u0004') return finish(new Error('Cancelled.'));
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    input.on('data', onData);
  });
}

function readFirstLine(input: Input, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const done = (error?: Error) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(buffered.split(/\r?\n/)[0]!);
    };
    const onData = (chunk: Buffer | string) => {
      buffered += chunk.toString();
      if (/\r?\n/.test(buffered)) done();
    };
    const onEnd = () => (buffered ? done() : done(new Error('No password given on standard input.')));
    input.on('data', onData);
    input.on('end', onEnd);
    input.resume();
  });
}
