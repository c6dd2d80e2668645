/**
 * npm run bench -- --journey: a hotel and a flight booking in Chromium on a phone's CPU (4x
 * slower), on the built app over a freshly seeded in-memory database: the bytes of a first and a
 * repeat visit, the largest items, and each interaction's Interaction to Next Paint.
 * Needs `npm run build` first.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from '../tests/e2e/browser.ts';
import {
  combineInteractions,
  kb,
  largest,
  measureJourney,
  totalBytes,
  type JourneyKind,
  type JourneyMeasure,
} from '../tests/helpers/journey.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

async function startApp() {
  const child = fork(`${root}scripts/lighthouse-server.ts`, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`the app stopped before listening (${code})`)));
  });
  return { address, stop: () => child.disconnect() };
}

export async function benchJourneys(): Promise<void> {
  if (!existsSync(`${root}dist/client/index.html`)) {
    console.error('No built client in dist/client: run `npm run build` first.');
    process.exitCode = 1;
    return;
  }
  const app = await startApp();
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  const measured: [JourneyKind, JourneyMeasure][] = [];
  try {
    for (const [kind, daysAhead] of [
      ['hotel', 30],
      ['flight', 30],
    ] as const) {
      const context = await browser.newContext({
        baseURL: app.address,
        viewport: { width: 412, height: 915 },
        locale: 'en-GB',
      });
      measured.push([kind, await measureJourney(context, kind, daysAhead)]);
      await context.close();
    }
  } finally {
    await browser.close();
    app.stop();
  }
  console.info(
    '\nThe journey on a phone (Chromium, CPU 4x slower, built app, in-memory PGlite):\n',
  );
  console.info('| booking | first visit | requests | repeat visit | requests over the network |');
  console.info('| --- | ---: | ---: | ---: | ---: |');
  for (const [kind, { first, repeat }] of measured) {
    const asked = repeat.filter((t) => !t.fromCache);
    console.info(
      `| ${kind} | ${kb(totalBytes(first))} | ${first.length} | ${kb(totalBytes(repeat))} | ${asked.length} of ${repeat.length} |`,
    );
  }
  for (const [kind, { first }] of measured) {
    console.info(`\nlargest items of the ${kind} booking's first visit:`);
    for (const line of largest(first)) console.info(`  ${line}`);
  }
  const worst = combineInteractions(
    measured.flatMap(([, { interactions }]) => [interactions.first, interactions.repeat]),
    'worst',
  );
  const firstVisits = combineInteractions(
    measured.map(([, { interactions }]) => interactions.first),
    'worst',
  );
  const repeatVisits = combineInteractions(
    measured.map(([, { interactions }]) => interactions.repeat),
    'worst',
  );
  const ms = (value: number | undefined) =>
    value === undefined ? '-' : value <= 16 ? '≤ 16' : String(Math.round(value));
  console.info('\n| interaction (INP ms, CPU 4x slower) | first visit | repeat visit | slowest |');
  console.info('| --- | ---: | ---: | ---: |');
  for (const [name, slowest] of [...worst].sort((a, b) => b[1] - a[1])) {
    console.info(
      `| ${name} | ${ms(firstVisits.get(name))} | ${ms(repeatVisits.get(name))} | ${ms(slowest)} |`,
    );
  }
}
