import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'teranga-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><title>Teranga</title><div id="root"></div></html>',
  );
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  ctx = await createTestApp({ clientDir, serverDir: '/nonexistent' });
});
afterAll(() => ctx.close());

const page = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/hotels', headers });

describe('a browser that asks to save data (Save-Data: on)', () => {
  it('gets the page marked for the client, which then asks for no picture', async () => {
    const saving = await page({ 'save-data': 'on' });
    expect(saving.statusCode).toBe(200);
    expect(saving.body).toContain('<html data-save-data="on" lang="en">');
    expect(saving.headers.vary).toContain('Save-Data');

    const plain = await page();
    expect(plain.body).not.toContain('data-save-data');
    expect(plain.headers.vary).toContain('Save-Data');
    // Two pages, two validators: a browser's copy of one is never taken for the other.
    expect(saving.headers.etag).not.toBe(plain.headers.etag);
  });

  it('revalidates its own copy with a 304', async () => {
    const first = await page({ 'save-data': 'on' });
    const again = await page({ 'save-data': 'on', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the hashed files', () => {
  it('are kept for a year, never asked again', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
