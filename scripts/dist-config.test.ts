// The installers' configuration: electron-builder.ts is the config
// electron-builder itself finds and accepts; its targets, fuses, files and icons are what the issue asks;
// the icon script renders every size from the one SVG. `npm run dist -- --dir` itself needs the Electron
// binary and runs in the GitHub workflow.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../electron-builder.ts';
import { aboutTagline } from '../electron/about.ts';
import { ICNS_TYPES, pngSize } from './icon-formats.ts';
import { PNG_SIZES, writeIcons } from './icons.ts';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
let iconDir: string;

beforeAll(async () => {
  iconDir = mkdtempSync(join(tmpdir(), 'stikk-icons-'));
  await writeIcons(join(root, 'build', 'icon.svg'), iconDir);
});
afterAll(() => rmSync(iconDir, { recursive: true, force: true }));

describe('electron-builder configuration', () => {
  it('lives in its own file, found and accepted by electron-builder itself (no "build" block in package.json)', async () => {
    expect(pkg.build).toBeUndefined();
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js');
    const { DebugLogger } = require('builder-util');
    const found = await getConfig(root, null, null);
    expect(found.appId).toBe(config.appId);
    await expect(validateConfiguration(found, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('is pinned exactly, and npm run dist builds, renders the icons and never publishes', () => {
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.scripts.dist).toBe('npm run build && npm run icons && electron-builder --publish never');
  });

  it('names the app, its id, its category and the targets of each system; no auto-update, no publishing', () => {
    expect(config).toMatchObject({ appId: 'no.stikk.app', productName: 'Stikk', publish: null, asar: true });
    expect(config.linux).toMatchObject({ target: ['AppImage', 'deb'], category: 'Game' });
    expect(config.linux?.desktop?.entry).toMatchObject({ Name: 'Stikk', Categories: 'Game;CardGame;' });
    expect(config.win).toMatchObject({ target: 'nsis' });
    expect(config.mac).toMatchObject({ target: 'dmg', category: 'public.app-category.card-games' });
    expect(Object.keys(pkg.dependencies ?? {})).not.toContain('electron-updater');
  });

  it('describes the app in the desktop entry in each language as the About box does', () => {
    const entry = config.linux?.desktop?.entry ?? {};
    for (const locale of ['en', 'nb', 'sv', 'da'] as const) {
      const key = locale === 'en' ? 'Comment' : `Comment[${locale}]`;
      expect(`${entry[key]}.`, key).toBe(aboutTagline(locale));
    }
  });

  it('sets the fuses: no run-as-node, NODE_OPTIONS or inspect; cookies encrypted; only the checked asar', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs only the built app, and the entry point it names is what electron-vite builds', () => {
    expect(config.files).toEqual(['out/**', 'package.json', '!**/*.map']);
    expect(pkg.main).toBe('out/main/index.js');
    for (const r of config.extraResources as { from: string }[])
      expect(existsSync(join(root, r.from)), r.from).toBe(true);
  });

  it('points every system at icons the icon script makes', () => {
    const made = (p: string) => existsSync(join(iconDir, p.replace(/^build\/icons\/?/, '')));
    expect(config.linux?.icon).toBe('build/icons');
    expect(made(config.win?.icon as string) && made(config.mac?.icon as string)).toBe(true);
    for (const s of [16, 32, 48, 64, 128, 256, 512]) expect(existsSync(join(iconDir, `${s}x${s}.png`))).toBe(true);
  });
});

describe('npm run icons', () => {
  it('renders each PNG at its size', () => {
    for (const s of PNG_SIZES)
      expect(pngSize(readFileSync(join(iconDir, `${s}x${s}.png`)))).toEqual({ width: s, height: s });
  });

  it('writes an ICO whose entries are PNGs of 16 to 256 pixels', () => {
    const ico = readFileSync(join(iconDir, 'icon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const e = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(e + 12), ico.readUInt32LE(e + 12) + ico.readUInt32LE(e + 8));
      sizes.push(pngSize(png)?.width ?? -1);
      expect(ico[e] || 256).toBe(sizes[i]);
    }
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('writes an ICNS whose length adds up and whose entries are PNGs of the sizes their types mean', () => {
    const icns = readFileSync(join(iconDir, 'icon.icns'));
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const found: [string, number][] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      const data = icns.subarray(at + 8, at + icns.readUInt32BE(at + 4));
      found.push([icns.subarray(at, at + 4).toString('latin1'), pngSize(data)?.width ?? -1]);
    }
    expect(found).toEqual(ICNS_TYPES.map(([t, s]) => [t, s]));
  });
});
