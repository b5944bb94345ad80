import type { ObjectStorage } from '@fabelhaft/storage';
import type { Documents } from '../ports/documents.port';

export class StorageDocuments implements Documents {
  constructor(private readonly storage: ObjectStorage) {}

  async read(key: string): Promise<Buffer | null> {
    const object = await this.storage.get(key);
    return object ? Buffer.from(object.body) : null;
  }
}
