import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/**
 * Asks one question on the terminal; without a terminal (scripts, CI) the answer is empty so that the
 * caller's default applies. A hidden answer (a password) is echoed into a stream that drops it.
 */
export async function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  if (!process.stdin.isTTY) return '';
  process.stdout.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({
    input: process.stdin,
    output: options.hidden ? muted : process.stdout,
    terminal: true,
  });
  try {
    return (await rl.question('')).trim();
  } finally {
    rl.close();
    if (options.hidden) process.stdout.write('\n');
  }
}
