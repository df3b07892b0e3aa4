// The bridge between the sandboxed renderer and main: `window.api`, one typed function per IPC channel
// and nothing else (no ipcRenderer, no generic invoke). Built as CommonJS; a sandboxed preload may only
// require 'electron', so the channel names are spelled here (ipc.test.ts checks them against ipc.ts).
import { contextBridge, ipcRenderer } from 'electron';
import type {
  MenuCommand,
  MenuState,
  PadMeta,
  RecordFile,
  SavedGameMeta,
  StikkApi,
  StoreResult,
} from '../common/api-types.ts';
import { isMenuCommand } from '../common/menu.ts';

type Answer<T> = Promise<StoreResult<T>>;

const api: StikkApi = {
  settings: {
    load: (): Answer<unknown> => ipcRenderer.invoke('settings:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('settings:save', value),
    setAside: (): Answer<unknown> => ipcRenderer.invoke('settings:set-aside'),
  },
  games: {
    list: (): Answer<SavedGameMeta[]> => ipcRenderer.invoke('games:list'),
    load: (id: string): Answer<unknown> => ipcRenderer.invoke('games:load', id),
    save: (id: string, value: unknown): Answer<true> => ipcRenderer.invoke('games:save', id, value),
    delete: (id: string): Answer<true> => ipcRenderer.invoke('games:delete', id),
    setAside: (id: string): Answer<unknown> => ipcRenderer.invoke('games:set-aside', id),
  },
  stats: {
    load: (): Answer<unknown> => ipcRenderer.invoke('stats:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('stats:save', value),
    setAside: (): Answer<unknown> => ipcRenderer.invoke('stats:set-aside'),
  },
  lessons: {
    load: (): Answer<unknown> => ipcRenderer.invoke('lessons:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('lessons:save', value),
    setAside: (): Answer<unknown> => ipcRenderer.invoke('lessons:set-aside'),
  },
  coach: {
    load: (): Answer<unknown> => ipcRenderer.invoke('coach:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('coach:save', value),
    setAside: (): Answer<unknown> => ipcRenderer.invoke('coach:set-aside'),
  },
  pads: {
    list: (): Answer<PadMeta[]> => ipcRenderer.invoke('pads:list'),
    load: (id: string): Answer<unknown> => ipcRenderer.invoke('pads:load', id),
    save: (id: string, value: unknown): Answer<true> => ipcRenderer.invoke('pads:save', id, value),
    delete: (id: string): Answer<true> => ipcRenderer.invoke('pads:delete', id),
    setAside: (id: string): Answer<unknown> => ipcRenderer.invoke('pads:set-aside', id),
  },
  desktop: {
    setMenuState: (state: MenuState): Answer<true> => ipcRenderer.invoke('menu:state', state),
    readyToClose: (): Answer<true> => ipcRenderer.invoke('window:ready-to-close'),
    // Main sends commands; only the known ones reach the page, and the page never sees the IPC event.
    onCommand: (listener: (command: MenuCommand) => void): void => {
      ipcRenderer.on('menu:command', (_event, command: unknown) => {
        if (isMenuCommand(command)) listener(command);
      });
    },
  },
  records: {
    open: (): Answer<RecordFile> => ipcRenderer.invoke('records:open'),
    save: (name: string, text: string): Answer<string> => ipcRenderer.invoke('records:save', name, text),
  },
};

contextBridge.exposeInMainWorld('api', api);
