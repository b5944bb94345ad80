import { uploadsToDelete } from './delete-preview-files';
import { oldUploads } from './unreferenced-uploads-sweeper';

describe('uploadsToDelete (issue #12)', () => {
  it('takes the deleted book’s own uploads that no other live book of the owner names', () => {
    expect(
      uploadsToDelete(
        'alice',
        [{ s3Key: 'owners/alice/uploads/a.png' }, { s3Key: 'owners/alice/uploads/shared.png' }],
        [[{ s3Key: 'owners/alice/uploads/shared.png' }], []],
      ),
    ).toEqual(['owners/alice/uploads/a.png']);
  });

  it('never takes a key outside the owner’s upload folder (a book written before the ownership check)', () => {
    expect(
      uploadsToDelete(
        'alice',
        [{ s3Key: 'owners/bob/uploads/b.png' }, { s3Key: 'owners/alice/invoices/1.pdf' }],
        [],
      ),
    ).toEqual([]);
  });
});

describe('oldUploads', () => {
  const at = (iso: string) => new Date(iso);
  it('picks uploads written before the cut-off, nothing else', () => {
    expect(
      oldUploads(
        [
          { key: 'owners/a/uploads/old.png', size: 1, lastModified: at('2026-11-01T00:00:00Z') },
          { key: 'owners/a/uploads/new.png', size: 1, lastModified: at('2026-11-20T00:00:00Z') },
          { key: 'owners/a/covers/old.webp', size: 1, lastModified: at('2026-11-01T00:00:00Z') },
          { key: 'owners/a/uploads/x/deep.png', size: 1, lastModified: at('2026-11-01T00:00:00Z') },
        ],
        at('2026-11-16T00:00:00Z'),
      ),
    ).toEqual(['owners/a/uploads/old.png']);
  });
});
