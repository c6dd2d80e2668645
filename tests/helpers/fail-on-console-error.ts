import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A test that makes the code print to console.error fails, as in the Epic Stack: an error
 * nobody asserted on is a bug nobody will read.
 */
let printed: string[] = [];

beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (printed.length > 0) {
    throw new Error(`console.error was called:\n${printed.join('\n').slice(0, 2000)}`);
  }
});
