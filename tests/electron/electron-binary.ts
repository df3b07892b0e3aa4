// Finds the Electron executable WITHOUT `require('electron')`: that require downloads the binary when it
// is missing, which this network refuses. Order: ELECTRON_EXEC_PATH, then the electron package's own
// record of its binary (node_modules/electron/path.txt + dist/, or ELECTRON_OVERRIDE_DIST_PATH).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ElectronBinary = { found: true; path: string } | { found: false; reason: string };

const HOW =
  'set ELECTRON_EXEC_PATH to an Electron 45 executable, or install the binary where GitHub is reachable (npx install-electron)';

export function findElectronBinary(root: string, env: NodeJS.ProcessEnv = process.env): ElectronBinary {
  const explicit = env.ELECTRON_EXEC_PATH;
  if (explicit) {
    return existsSync(explicit)
      ? { found: true, path: explicit }
      : { found: false, reason: `ELECTRON_EXEC_PATH is ${explicit}, which does not exist` };
  }
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) {
    return {
      found: false,
      reason: `the Electron binary is not installed (${pathFile} is missing: its download was skipped or blocked); ${HOW}`,
    };
  }
  const relative = readFileSync(pathFile, 'utf8').trim();
  const dist = env.ELECTRON_OVERRIDE_DIST_PATH || join(pkg, 'dist');
  const binary = join(dist, relative);
  return existsSync(binary)
    ? { found: true, path: binary }
    : { found: false, reason: `the Electron binary is not installed (${binary} is missing); ${HOW}` };
}

/** Linux needs a display server for a real window. */
export function missingDisplay(env: NodeJS.ProcessEnv = process.env): string | null {
  if (process.platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'there is no display (DISPLAY is unset); run the Electron tests under `xvfb-run -a`';
}
