// Where tests put the directories they fill with many files: an embedded database (~1,000 files),
// a copy of the repository. Creating a file costs ~0.45 ms of CPU on the CI machine's ext4 and a
// fifth of that on tmpfs: copying the migrated template database took ~0.45 CPU s per test server
// in /tmp (71 copies a run of the api project), ~0.08 s in /dev/shm.
import { accessSync, constants, mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Room tmpfs must have left to be used: it is memory, and a container may give it 64 MB. */
const MIN_FREE_BYTES = 2 * 1024 ** 3;

function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= MIN_FREE_BYTES) return '/dev/shm';
  } catch {
    // No writable /dev/shm (not Linux): the temporary directory.
  }
  return tmpdir();
}

/** tmpfs (/dev/shm) when it has room, else the system's temporary directory. */
export const SCRATCH_ROOT = scratchRoot();

/** A new empty directory under SCRATCH_ROOT whose name starts with `prefix`. */
export const scratchDir = (prefix: string): string => mkdtempSync(join(SCRATCH_ROOT, prefix));
