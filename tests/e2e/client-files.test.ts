import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

const ASSETS = fileURLToPath(new URL('../../dist/client/assets/', import.meta.url));

describe("the client's files", () => {
  it('are sent as compressed at build, brotli or gzip, not compressed again per visitor', async () => {
    const files = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));
    const largest = files.sort((a, b) => statSync(ASSETS + b).size - statSync(ASSETS + a).size);
    const stylesheet = files.find((name) => name.endsWith('.css'));
    expect(stylesheet).toBeDefined();
    for (const name of [largest[0]!, stylesheet!]) {
      const original = readFileSync(ASSETS + name, 'utf8');
      for (const [accepted, encoding, suffix] of [
        ['gzip, deflate, br', 'br', '.br'],
        ['gzip, deflate', 'gzip', '.gz'],
      ] as const) {
        const response = await fetch(`${baseUrl()}/assets/${name}`, {
          headers: { 'accept-encoding': accepted },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(response.headers.get('cache-control')).toContain('immutable');
        expect(response.headers.get('content-type')).toMatch(
          name.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/,
        );
        // The very file written at build: its length, and the original once decoded.
        expect(Number(response.headers.get('content-length'))).toBe(
          statSync(ASSETS + name + suffix).size,
        );
        expect(await response.text()).toBe(original);
      }
      const plain = await fetch(`${baseUrl()}/assets/${name}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBe(null);
      expect(await plain.text()).toBe(original);
    }
  });
});
