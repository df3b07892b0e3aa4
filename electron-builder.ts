// Installers: AppImage and deb for Linux, NSIS for Windows, dmg for macOS, built by
// `npm run dist` (add `-- --dir` for an unpacked app). No auto-update and no publishing. The icons come
// from build/icon.svg through `npm run icons`; electron-builder.test.ts checks this file.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'no.stikk.app',
  productName: 'Stikk',
  copyright: 'Stikk contributors',
  directories: { output: 'dist', buildResources: 'build' },
  // Everything the app runs is bundled by electron-vite into out/; no node_modules ship.
  files: ['out/**', 'package.json', '!**/*.map'],
  asar: true,
  // The bundled font's licence travels with it (the About dialog names it).
  extraResources: [{ from: 'node_modules/@fontsource-variable/inter/LICENSE', to: 'licenses/Inter-OFL-1.1.txt' }],
  publish: null,
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    onlyLoadAppFromAsar: true,
    enableEmbeddedAsarIntegrityValidation: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    // The renderer is served from app://stikk (electron/app-protocol.ts), never from file://.
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    icon: 'build/icons',
    synopsis: 'Learn and play Sprøyte, Spades and Tribello',
    description: 'Learn and play Sprøyte, Spades and Tribello against the computer, offline.',
    maintainer: 'Stikk contributors',
    desktop: {
      entry: {
        Name: 'Stikk',
        Comment: 'Learn and play Sprøyte, Spades and Tribello',
        'Comment[nb]': 'Lær og spill sprøyte, Spades og Tribello',
        'Comment[sv]': 'Lär dig och spela sprøyte, spader och Tribello',
        'Comment[da]': 'Lær og spil sprøyte, Spar og Tribello',
        Categories: 'Game;CardGame;',
        Keywords: 'cards;trick-taking;spades;sprøyte;tribello;kort;stikk;',
        StartupWMClass: 'Stikk',
      },
    },
  },
  win: { target: 'nsis', icon: 'build/icons/icon.ico' },
  nsis: { oneClick: false, allowToChangeInstallationDirectory: true, perMachine: false },
  mac: { target: 'dmg', category: 'public.app-category.card-games', icon: 'build/icons/icon.icns' },
};

export default config;
