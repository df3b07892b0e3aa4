// App commands: the native menu's commands arrive as a DOM event, 'stikk:command',
// with `detail.command`, so any screen can listen for its own ('rules' opens the rule book, 'last-trick'
// and 'score-sheet' open the table's drawers) without knowing where the command came from.
import type { MenuCommand } from '../../../common/api-types';

export type AppCommand = MenuCommand;
export const COMMAND_EVENT = 'stikk:command';

export function dispatchCommand(command: AppCommand, target: EventTarget = globalThis): void {
  target.dispatchEvent(new CustomEvent(COMMAND_EVENT, { detail: { command } }));
}

/** Listen for commands; answers a function that stops listening (return it from an $effect). */
export function onCommand(listener: (command: AppCommand) => void, target: EventTarget = globalThis): () => void {
  const handle = (e: Event) => {
    const command = (e as CustomEvent<{ command?: unknown }>).detail?.command;
    if (typeof command === 'string') listener(command as AppCommand);
  };
  target.addEventListener(COMMAND_EVENT, handle);
  return () => target.removeEventListener(COMMAND_EVENT, handle);
}
