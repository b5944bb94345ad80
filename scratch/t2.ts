import { planStory } from '../libs/book-engine/src';
import { tokenize, phrases } from '../libs/book-engine/src/story/read/latin';
void planStory;
const [lang, idea] = process.argv.slice(2) as any;
const toks = tokenize(idea, lang);
console.log(toks.map((t:any)=>`${t.text}/${t.pos}`).join(' '));
console.log(phrases(toks, lang, new Set()).map((p:any)=>JSON.stringify({det:p.det,head:toks[p.head].text,noun:p.noun,compound:p.compound,plural:p.plural})).join('\n'));
