// The `npm run replay -- FILE` contract (shared/docs/records.md "What replay prints"), as a function of
// the input text so that it can be tested without a process. Whatever goes wrong while reading a record
// is answered in the documented form (the error JSON on stdout, one line on stderr), never a stack trace.
import { LimitError, checkSize, decodeStrict } from '../machines/core/bounded-json.ts';
import { RecordError, RecordLimitError, parseRecordText } from '../machines/core/record.ts';
import { replayRecord } from '../machines/core/replay.ts';
import { GAME_IDS, engines } from '../machines/games.ts';

export interface ReplayOutcome {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runReplay(text: string): ReplayOutcome {
  try {
    const record = parseRecordText(text, GAME_IDS);
    return { status: 0, stdout: JSON.stringify(replayRecord(engines[record.game], record)) + '\n', stderr: '' };
  } catch (e) {
    if (e instanceof RecordError) return failure(e);
    // Not a rule or a shape this program knows to name: still the record's fault, said in one line.
    return failure(new RecordError(`the record could not be read: ${oneLine((e as Error)?.message ?? e)}`));
  }
}

/** The file's bytes: over the size limit or not UTF-8, refused as a record over a limit is (records.md "Limits"). */
export function runReplayBytes(bytes: Uint8Array): ReplayOutcome {
  let text: string;
  try {
    text = decodeStrict(bytes);
  } catch (e) {
    return failure(new RecordLimitError(e as LimitError));
  }
  return runReplay(text);
}

/** A file larger than the limit is refused from its size, before it is read. */
export function oversized(size: number): ReplayOutcome | null {
  try {
    checkSize(size);
    return null;
  } catch (e) {
    return failure(new RecordLimitError(e as LimitError));
  }
}

/** A file that cannot be read at all, in the same documented form. */
export function unreadable(file: string, e: unknown): ReplayOutcome {
  return failure(new RecordError(`cannot read ${file}: ${oneLine((e as Error)?.message ?? e)}`));
}

const oneLine = (v: unknown) => String(v).replace(/\s+/g, ' ').trim();

function failure(e: RecordError): ReplayOutcome {
  const where =
    e.deal === null ? 'record' : e.action === null ? `deal ${e.deal}` : `deal ${e.deal}, action ${e.action}`;
  return {
    status: 1,
    stdout: JSON.stringify(e.toJSON()) + '\n',
    stderr: `replay: ${where}: ${e.rule}: ${oneLine(e.message)}\n`,
  };
}
