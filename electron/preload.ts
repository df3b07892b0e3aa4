// The bridge between the sandboxed renderer and main: `window.api`, one typed function per IPC channel
// and nothing else (no ipcRenderer, no generic invoke). Built as CommonJS; a sandboxed preload may only
// require 'electron', so the channel names are spelled here (ipc.test.ts checks them against ipc.ts).
import { contextBridge, ipcRenderer } from 'electron';
import type { SavedGameMeta, StikkApi, StoreResult } from './api-types.ts';

type Answer<T> = Promise<StoreResult<T>>;

const api: StikkApi = {
  settings: {
    load: (): Answer<unknown> => ipcRenderer.invoke('settings:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('settings:save', value),
  },
  games: {
    list: (): Answer<SavedGameMeta[]> => ipcRenderer.invoke('games:list'),
    load: (id: string): Answer<unknown> => ipcRenderer.invoke('games:load', id),
    save: (id: string, value: unknown): Answer<true> => ipcRenderer.invoke('games:save', id, value),
    delete: (id: string): Answer<true> => ipcRenderer.invoke('games:delete', id),
  },
  stats: {
    load: (): Answer<unknown> => ipcRenderer.invoke('stats:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('stats:save', value),
  },
  lessons: {
    load: (): Answer<unknown> => ipcRenderer.invoke('lessons:load'),
    save: (value: unknown): Answer<true> => ipcRenderer.invoke('lessons:save', value),
  },
};

contextBridge.exposeInMainWorld('api', api);
