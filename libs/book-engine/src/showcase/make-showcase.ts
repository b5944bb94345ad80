// Makes the showcase's sample books (issue #26) into SHOWCASE_DIR: `node -r @swc-node/register
// libs/book-engine/src/showcase/make-showcase.ts <dir>`. The storefront's server runs it at its first start.
import { ensureShowcaseBooks } from './showcase-books';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: make-showcase.ts <dir>');
  process.exit(2);
}
ensureShowcaseBooks(dir, (line) => console.log(line)).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('showcase: could not make the sample books', err);
    process.exit(1);
  },
);
