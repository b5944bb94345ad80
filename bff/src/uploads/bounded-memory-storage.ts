import type { Request } from 'express';
import type { Readable } from 'node:stream';

/** What the storage engine adds to multer's file: the bytes (at most `maxBytes + 1`) and whether more came. */
export interface BufferedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  buffer: Buffer;
  /** Bytes received, including the ones that were not kept. */
  size: number;
  /** The file was longer than `maxBytes`; `buffer` holds only its start. */
  oversized: boolean;
}

type IncomingFile = { stream: Readable };
type Callback = (error: Error | null, info?: Partial<BufferedFile>) => void;

/**
 * A multer storage engine that keeps files in memory like multer's `memoryStorage`, but never more than
 * `maxBytes + 1` bytes of one file: the rest of an oversized file is read and discarded, and the file is marked
 * `oversized`. So one oversized photo is dropped with its own warning (spec §5) instead of multer failing the
 * whole batch, while the memory a request can hold stays bounded (files × (maxBytes + 1)).
 */
export class BoundedMemoryStorage {
  constructor(private readonly maxBytes: number) {}

  _handleFile(_req: Request, file: IncomingFile, cb: Callback): void {
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    let done = false;
    const finish = (error: Error | null, info?: Partial<BufferedFile>) => {
      if (done) return;
      done = true;
      cb(error, info);
    };
    file.stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      const room = this.maxBytes + 1 - kept;
      if (room <= 0) return;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      kept += part.length;
    });
    file.stream.on('error', (error: Error) => finish(error));
    file.stream.on('end', () =>
      finish(null, { buffer: Buffer.concat(chunks, kept), size, oversized: size > this.maxBytes }),
    );
  }

  _removeFile(_req: Request, file: Partial<BufferedFile>, cb: (error: Error | null) => void): void {
    delete file.buffer;
    cb(null);
  }
}
