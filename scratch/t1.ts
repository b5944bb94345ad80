import { planStory } from '../libs/book-engine/src';
import { readIdea } from '../libs/book-engine/src/story/read';
import { tellOutline } from '../libs/book-engine/src/story/tell/index';
void planStory;
const [band, ...ideas] = process.argv.slice(2);
for (const idea of ideas) {
  const f = readIdea(idea);
  console.log(JSON.stringify(f.characters.map(c=>[c.name,c.kind.word,c.drawAs,c.role,c.relation?.as, c.looks])), f.places.map(p=>p.noun.word+'/'+p.drawAs), f.goal.shape, f.goal.action);
  const o = tellOutline(f, { bookId: 'b1', languages: [f.ideaLanguage], band } as any);
  console.log(o.title[f.ideaLanguage], '|', o.chapters.map((c:any)=>c.title[f.ideaLanguage]).join(' / '));
  console.log(o.chapters.map((c:any)=>c.summary[f.ideaLanguage]).join('\n'));
}
