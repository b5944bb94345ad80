import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { StorageError, StorageErrorCodes } from './errors';
import { META_SUFFIX, validateKey, validatePrefix } from './keys';
import {
  DEFAULT_CONTENT_TYPE,
  validateContentType,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';

/** What the `<file>.meta.json` sidecar holds. `sha256` ties it to the body it was written with. */
interface Meta {
  contentType: string;
  size: number;
  sha256: string;
}

/** Temp files are written here, then renamed into place (same filesystem, so the rename is atomic). */
const STAGING_DIR = '.staging';

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** "Nothing is stored under this key": missing file, a file where a folder would be, or a folder. */
function isAbsent(error: unknown): boolean {
  const code = errnoCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * `ObjectStorage` on the local filesystem: the object `a/b.png` is the file `<rootDir>/a/b.png`, its content
 * type the sidecar `<rootDir>/a/b.png.meta.json`. Both are written to a temp file, fsynced and renamed into
 * place, sidecar first and body last: a crash leaves either the old object or the new one, never half a file.
 * The sidecar records the body's SHA-256; if a crash or two racing writers leave a sidecar that does not match
 * the body, `get` serves the body as `application/octet-stream` rather than with a wrong type.
 *
 * Keys cannot have segments starting with `.` (see `validateKey`), so the `.staging` folder never collides
 * with an object. One limitation S3 does not have: `a/b` and `a/b/c` cannot both exist (a file is not a
 * folder); such a put throws `StorageError` `STORAGE.KEY_CONFLICT`. Owner keys (`owners/<id>/<kind>/<file>`)
 * never run into it.
 */
export class FileSystemStorage implements ObjectStorage {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = resolve(rootDir);
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    const file = this.pathOf(validateKey(key));
    const contentType = validateContentType(options?.contentType);
    if (!(body instanceof Uint8Array)) throw new TypeError('body must be a Buffer');
    const data = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const meta: Meta = { contentType, size: data.length, sha256: sha256(data) };

    try {
      await fs.mkdir(dirname(file), { recursive: true });
    } catch (error) {
      if (errnoCode(error) === 'EEXIST' || errnoCode(error) === 'ENOTDIR') throw this.conflict();
      throw error;
    }
    // Checked before the sidecar is written, so a clash leaves nothing behind.
    if (
      await fs.stat(file).then(
        (stat) => stat.isDirectory(),
        () => false,
      )
    )
      throw this.conflict();
    await this.writeAtomically(file + META_SUFFIX, Buffer.from(JSON.stringify(meta)));
    await this.writeAtomically(file, data);
    await this.syncDir(dirname(file));
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(validateKey(key));
    let body: Buffer;
    try {
      body = await fs.readFile(file);
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
    const meta = await this.readMeta(file);
    const contentType =
      meta && meta.size === body.length && meta.sha256 === sha256(body)
        ? meta.contentType
        : DEFAULT_CONTENT_TYPE;
    return { body, contentType };
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(validateKey(key));
    try {
      return (await fs.stat(file)).isFile();
    } catch (error) {
      if (isAbsent(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(validateKey(key));
    // Body first: once it is gone the object is gone; a left-over sidecar is harmless and replaced by a put.
    await this.unlinkIfPresent(file);
    await this.unlinkIfPresent(file + META_SUFFIX);
  }

  async list(prefix: string): Promise<string[]> {
    validatePrefix(prefix);
    // Walk only the deepest folder the prefix names, then filter by the plain string prefix (S3 semantics).
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const keys: string[] = [];
    await this.walk(base, keys);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  async listObjects(prefix: string): Promise<ObjectInfo[]> {
    const infos = await Promise.all(
      (await this.list(prefix)).map(async (key) => {
        try {
          const stat = await fs.stat(this.pathOf(key));
          return { key, size: stat.size, lastModified: stat.mtime };
        } catch (error) {
          // Deleted between the listing and the stat: not there any more, as S3 would not list it.
          if (isAbsent(error)) return null;
          throw error;
        }
      }),
    );
    return infos.filter((i): i is ObjectInfo => i !== null);
  }

  private async walk(relDir: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(relDir ? this.pathOf(relDir) : this.rootDir, { withFileTypes: true });
    } catch (error) {
      if (isAbsent(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Hidden entries are the staging folder (keys cannot start a segment with '.'); sidecars are not objects.
      if (entry.name.startsWith('.') || entry.name.endsWith(META_SUFFIX)) continue;
      const key = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.walk(key, into);
      else if (entry.isFile()) into.push(key);
    }
  }

  /** The file of a validated key; refuses anything that would resolve outside rootDir (defence in depth). */
  private pathOf(key: string): string {
    const file = join(this.rootDir, ...key.split('/'));
    if (!file.startsWith(this.rootDir + sep))
      throw new StorageError(StorageErrorCodes.INVALID_KEY, 'Key escapes root');
    return file;
  }

  private async writeAtomically(target: string, data: Buffer): Promise<void> {
    const stagingDir = join(this.rootDir, STAGING_DIR);
    await fs.mkdir(stagingDir, { recursive: true });
    const temp = join(stagingDir, `${randomUUID()}.tmp`);
    try {
      const handle = await fs.open(temp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      if (
        errnoCode(error) === 'EISDIR' ||
        errnoCode(error) === 'ENOTEMPTY' ||
        errnoCode(error) === 'EEXIST'
      ) {
        throw this.conflict();
      }
      throw error;
    }
  }

  /** Makes the renames durable; best effort (not every platform can fsync a folder). */
  private async syncDir(dir: string): Promise<void> {
    try {
      const handle = await fs.open(dir, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch {
      // ignored: durability of the folder entry is an optimisation, the rename itself is already atomic.
    }
  }

  private async readMeta(file: string): Promise<Meta | null> {
    try {
      const meta = JSON.parse(await fs.readFile(file + META_SUFFIX, 'utf8')) as Partial<Meta>;
      if (
        typeof meta.contentType !== 'string' ||
        typeof meta.sha256 !== 'string' ||
        typeof meta.size !== 'number'
      ) {
        return null;
      }
      return { contentType: validateContentType(meta.contentType), size: meta.size, sha256: meta.sha256 };
    } catch {
      return null; // missing or unreadable sidecar: serve the body as octet-stream
    }
  }

  private async unlinkIfPresent(file: string): Promise<void> {
    try {
      await fs.unlink(file);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return;
      // The key names a folder (a prefix of other objects): there is no object to delete. Linux says EISDIR,
      // macOS EPERM; a real permission problem is still thrown.
      const isDir = await fs.stat(file).then(
        (stat) => stat.isDirectory(),
        () => false,
      );
      if (isDir) return;
      throw error;
    }
  }

  private conflict(): StorageError {
    return new StorageError(
      StorageErrorCodes.KEY_CONFLICT,
      'Key conflicts with an existing object or folder (a/b and a/b/c cannot both exist on a filesystem)',
    );
  }
}
