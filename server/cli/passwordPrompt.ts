import { createInterface } from 'node:readline';

/**
 * Asks for a password on the terminal without echoing it (raw mode, one key at a time). When the
 * input is not a terminal (a pipe in a script), each question takes the next line instead.
 */
export interface PasswordSource {
  ask(question: string): Promise<string>;
  close(): void;
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';

function askHidden(question: string, input: NodeJS.ReadStream, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    let answer = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: Buffer) => {
      for (const key of chunk.toString('utf8')) {
        if (key === CTRL_C) return finish(new Error('Cancelled.'));
        if (ENTER.has(key)) return finish();
        if (BACKSPACE.has(key)) answer = answer.slice(0, -1);
        else answer += key;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

export function passwordSource(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): PasswordSource {
  if (input.isTTY) return { ask: (question) => askHidden(question, input, output), close: () => undefined };
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  return {
    async ask(question) {
      output.write(question);
      const line = await lines.next();
      output.write('\n');
      if (line.done) throw new Error('No password given (the input ended).');
      return String(line.value);
    },
    close: () => void lines.return?.(),
  };
}
