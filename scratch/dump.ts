import { writeFileSync } from 'node:fs';
import { CATALOGS } from '../libs/book-engine/src/story/tell/catalogs';
for (const [l, c] of Object.entries(CATALOGS)) writeFileSync(`libs/book-engine/src/story/tell/catalogs/${l}.json`, JSON.stringify(c, null, 2) + '\n');
