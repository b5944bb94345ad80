import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileSystemStorage } from './filesystem-storage';
import { describeObjectStorage } from './object-storage.contract';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

describeObjectStorage('FileSystemStorage', async () => {
  const root = await fs.mkdtemp(join(tmpdir(), 'fabelhaft-storage-contract-'));
  roots.push(root);
  return new FileSystemStorage(root);
});
