// The `npm run replay -- FILE` contract (shared/docs/records.md "What replay prints"), as a function of
// the input text so that it can be tested without a process.
import { RecordError, parseRecordText } from '../machines/core/record.ts';
import { replayRecord } from '../machines/core/replay.ts';
import { engines } from '../machines/games.ts';

export interface ReplayOutcome {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runReplay(text: string): ReplayOutcome {
  try {
    const record = parseRecordText(text);
    const rules = engines[record.game];
    if (!rules) return failure(new RecordError(`records of the game "${record.game}" are not supported yet`));
    return { status: 0, stdout: JSON.stringify(replayRecord(rules, record)) + '\n', stderr: '' };
  } catch (e) {
    if (e instanceof RecordError) return failure(e);
    return { status: 2, stdout: '', stderr: `replay: internal error: ${(e as Error).stack ?? e}\n` };
  }
}

function failure(e: RecordError): ReplayOutcome {
  const where = e.deal === null ? 'record' : e.action === null ? `deal ${e.deal}` : `deal ${e.deal}, action ${e.action}`;
  return { status: 1, stdout: JSON.stringify(e.toJSON()) + '\n', stderr: `replay: ${where}: ${e.rule}: ${e.message.replace(/\s+/g, ' ')}\n` };
}
