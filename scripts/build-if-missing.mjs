// npm start's first step (prestart): a fresh clone has no build yet, so `npm install && npm start`
// builds once; afterwards, and on a release built ahead (npm run build), it does nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['dist/server/main.js', 'dist/client/index.html'].every((file) => existsSync(file));
if (!built) {
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
