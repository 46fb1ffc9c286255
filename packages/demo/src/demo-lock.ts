/**
 * @module demo/demo-lock
 * One demo per data directory. A second demo on the same directory shared the first one's store and agent
 * config: it rewrote `demo.json` and, when stopped, signed the shared site off while the first demo's agent
 * was still connected. The lock is a file created exclusively (`wx`) holding the owner's pid; a lock whose
 * process is gone (a demo killed hard) is stale and taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DemoAlreadyRunning extends Error {
  override name = 'DemoAlreadyRunning';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory's demo lock; returns the release function. Throws DemoAlreadyRunning. */
export function lockDemoDirectory(dataDir: string): () => void {
  const file = path.join(dataDir, 'demo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DemoAlreadyRunning(
          `Another demo (pid ${owner}) is already running on ${dataDir}. Stop it first (Ctrl-C in its terminal), ` +
            'or start this one on another directory: GATEWAY_DATA_DIR=./data-2 PORT=8081 npm run demo',
        );
      }
      // Stale: its process is gone.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DemoAlreadyRunning(`Could not take the demo lock ${file}.`);
}
