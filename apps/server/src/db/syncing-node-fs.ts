import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>;
interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
  FS: { ErrnoError: new (errno: number) => Error };
}

/** WASI's EIO: PostgreSQL sees a failed fsync and stops rather than acknowledge what may be lost. */
const WASI_EIO = 29;

/**
 * PGlite's Node filesystem with a working fsync. PGlite starts PostgreSQL with fsync off, and even with it on
 * nothing reached the disk: this build's NODEFS has no fsync operation (the call returns success and does
 * nothing) and fdatasync is a no-op. Here fsync calls the real fsync(2) on the file's descriptor; PostgreSQL is
 * started with fsync on and wal_sync_method=fsync (client.ts), so a commit returns once its WAL is on disk.
 */
export class SyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<NodeFsInit> {
    const result = await super.init(...args);
    const patchFsync = (mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fsyncSync(stream.nfd);
          return 0;
        } catch {
          throw new mod.FS.ErrnoError(WASI_EIO);
        }
      };
    };
    result.emscriptenOpts.preRun = [...(result.emscriptenOpts.preRun ?? []), patchFsync as never];
    return result;
  }
}
