import type { ObjectStorage, StoredObject } from '@fabelhaft/storage';

/** Test fixture: objects kept in memory, as the storage port answers them; `puts` counts the writes. */
export function memoryStorage(): ObjectStorage & { puts: string[] } {
  const objects = new Map<string, StoredObject>();
  const puts: string[] = [];
  return {
    puts,
    put: async (key, body, { contentType }) => {
      puts.push(key);
      objects.set(key, { body, contentType });
    },
    get: async (key) => objects.get(key) ?? null,
    exists: async (key) => objects.has(key),
    delete: async (key) => void objects.delete(key),
    list: async (prefix) => [...objects.keys()].filter((k) => k.startsWith(prefix)).sort(),
    listObjects: async (prefix) =>
      [...objects.entries()]
        .filter(([k]) => k.startsWith(prefix))
        .map(([key, o]) => ({ key, size: o.body.length, lastModified: new Date(0) })),
  };
}
