import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFString,
  type PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { assemblePdf, splitPdf } from './assemble';
import { pdfStructure } from './structure-check';

/**
 * A tagged PDF shaped like Chromium's `page.pdf({ tagged: true })` (ADR 0027): StructTreeRoot → /Document
 * (/Lang) → one NonStruct per page section → Figure (/Alt) and P elements owning MCIDs that count from 0 on
 * every page, a ParentTree keyed by each page's /StructParents. Page 2's paragraph runs on to page 3 (an
 * MCR), and one element owns nothing.
 */
async function taggedLike(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { context } = doc;
  const pages = [0, 1, 2].map(() => doc.addPage([300, 400]));
  const draw = (mcids: Array<[string, number]>) =>
    mcids.map(([tag, mcid]) => `/${tag} <</MCID ${mcid} >>BDC BT 10 10 Td (x) Tj ET EMC`).join('\n');
  const contents = [
    draw([
      ['Figure', 0],
      ['NonStruct', 1],
    ]),
    draw([
      ['NonStruct', 0],
      ['Figure', 1],
      ['NonStruct', 2],
    ]),
    draw([
      ['NonStruct', 0],
      ['Figure', 1],
    ]),
  ];
  pages.forEach((page, i) => {
    page.node.set(PDFName.of('Contents'), context.register(context.stream(contents[i] as string)));
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(i));
  });
  const root = context.nextRef();
  const document = context.nextRef();
  const el = (dict: Record<string, unknown>) =>
    context.register(context.obj({ Type: 'StructElem', ...dict } as never));
  const sections = [0, 1, 2].map(() => context.nextRef());
  const pg = (i: number) => (pages[i] as (typeof pages)[number]).ref;
  const fig = (i: number, alt: string, mcid: number, parent: PDFRef) =>
    el({ S: 'Figure', Alt: PDFString.of(alt), P: parent, Pg: pg(i), K: mcid });
  const text = (i: number, mcid: number, parent: PDFRef) =>
    el({ S: 'NonStruct', P: parent, Pg: pg(i), K: mcid });
  const p1 = context.nextRef();
  const p2 = context.nextRef();
  const p3 = context.nextRef();
  const f1 = fig(0, 'A fox in the forest', 0, sections[0] as PDFRef);
  const t1 = text(0, 1, p1);
  context.assign(p1, context.obj({ Type: 'StructElem', S: 'P', P: sections[0], K: t1 }));
  const t2 = text(1, 0, p2);
  context.assign(
    p2,
    context.obj({ Type: 'StructElem', S: 'H1', Lang: PDFString.of('en'), P: sections[1], K: t2 }),
  );
  const f2 = fig(1, 'Mia finds a lantern', 1, sections[1] as PDFRef);
  // The paragraph that runs on: MCID 2 on page 2 (its /Pg), MCID 0 on page 3 (an MCR).
  context.assign(
    p3,
    context.obj({
      Type: 'StructElem',
      S: 'P',
      P: sections[1],
      Pg: pg(1),
      K: [2, context.obj({ Type: 'MCR', Pg: pg(2), MCID: 0 })],
    }),
  );
  const empty = el({ S: 'Span', P: sections[2], K: [] });
  const f3 = fig(2, 'The lantern at home', 1, sections[2] as PDFRef);
  context.assign(
    sections[0] as PDFRef,
    context.obj({ Type: 'StructElem', S: 'NonStruct', P: document, K: [f1, p1] }),
  );
  context.assign(
    sections[1] as PDFRef,
    context.obj({ Type: 'StructElem', S: 'NonStruct', P: document, K: [p2, f2, p3] }),
  );
  context.assign(
    sections[2] as PDFRef,
    context.obj({ Type: 'StructElem', S: 'NonStruct', P: document, K: [empty, f3] }),
  );
  context.assign(
    document,
    context.obj({ Type: 'StructElem', S: 'Document', Lang: PDFString.of('de'), P: root, K: sections }),
  );
  const parents = [
    [f1, t1],
    [t2, f2, p3],
    [p3, f3],
  ].map((a) => context.register(context.obj(a)));
  context.assign(
    root,
    context.obj({
      Type: 'StructTreeRoot',
      K: document,
      ParentTreeNextKey: 3,
      ParentTree: context.register(context.obj({ Nums: parents.flatMap((r, i) => [i, r]) })),
    }),
  );
  doc.catalog.set(PDFName.of('StructTreeRoot'), root);
  doc.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('de'));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const roles = (s: Awaited<ReturnType<typeof pdfStructure>>) =>
  s.elements.map(
    (e) =>
      `${' '.repeat(e.depth)}${e.role}${e.alt ? `(${e.alt})` : ''}${e.pages.length ? `@${e.pages.join(',')}` : ''}`,
  );

const contentsOf = async (pdf: Buffer) => {
  const doc = await PDFDocument.load(pdf);
  return doc
    .getPages()
    .map((p) =>
      Buffer.from((doc.context.lookup(p.node.get(PDFName.of('Contents'))) as PDFRawStream).contents).toString(
        'latin1',
      ),
    );
};

describe('structure of tagged pages (ADR 0027)', () => {
  it('the fixture is a tagged PDF that holds together', async () => {
    const s = await pdfStructure(await taggedLike());
    expect(s).toMatchObject({ tagged: true, language: 'de', problems: [] });
    expect(roles(s)).toEqual([
      'Document',
      ' NonStruct',
      '  Figure(A fox in the forest)@1',
      '  P',
      '   NonStruct@1',
      ' NonStruct',
      '  H1',
      '   NonStruct@2',
      '  Figure(Mia finds a lantern)@2',
      '  P@2,3',
      ' NonStruct',
      '  Span',
      '  Figure(The lantern at home)@3',
    ]);
  });

  it('splits: each one-page PDF keeps its part of the tree, its ParentTree under key 0, /Lang and /MarkInfo', async () => {
    const pages = await splitPdf(await taggedLike());
    expect(pages).toHaveLength(3);
    const structures = await Promise.all(pages.map((p) => pdfStructure(p)));
    for (const s of structures) expect(s).toMatchObject({ tagged: true, language: 'de', problems: [] });
    expect(structures.map(roles)).toEqual([
      ['Document', ' NonStruct', '  Figure(A fox in the forest)@1', '  P', '   NonStruct@1'],
      ['Document', ' NonStruct', '  H1', '   NonStruct@1', '  Figure(Mia finds a lantern)@1', '  P@1'],
      // The run-on paragraph's second part (under its own section) and the figure; the element that owns
      // nothing is left behind.
      ['Document', ' NonStruct', '  P@1', ' NonStruct', '  Figure(The lantern at home)@1'],
    ]);
    expect(structures[1]?.elements.map((e) => e.lang)).toEqual([
      'de',
      undefined,
      'en',
      undefined,
      undefined,
      undefined,
    ]);
    for (const pdf of pages) {
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPage(0).node.get(PDFName.of('StructParents'))).toEqual(PDFNumber.of(0));
    }
    // Content streams (and so their MCIDs) are as they were.
    expect((await Promise.all(pages.map(contentsOf))).flat()).toEqual(await contentsOf(await taggedLike()));
  });

  it('joins tagged: one /Document over the pages in order, one ParentTree, /StructParents per page', async () => {
    const pages = await splitPdf(await taggedLike());
    // Pages in another order than they were laid out, one of them twice: each keeps its own structure.
    const order = [2, 0, 1, 0];
    const pdf = await assemblePdf(
      order.map((i) => ({ pdf: pages[i] as Buffer })),
      { tagged: true, metadata: { title: 'Mia', language: 'de' } },
    );
    const s = await pdfStructure(pdf);
    expect(s).toMatchObject({ tagged: true, language: 'de', problems: [] });
    expect(roles(s)).toEqual([
      'Document',
      ' NonStruct',
      '  P@1',
      ' NonStruct',
      '  Figure(The lantern at home)@1',
      ' NonStruct',
      '  Figure(A fox in the forest)@2',
      '  P',
      '   NonStruct@2',
      ' NonStruct',
      '  H1',
      '   NonStruct@3',
      '  Figure(Mia finds a lantern)@3',
      '  P@3',
      ' NonStruct',
      '  Figure(A fox in the forest)@4',
      '  P',
      '   NonStruct@4',
    ]);
    expect(s.elements[0]?.lang).toBe('de');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().map((p) => p.node.get(PDFName.of('StructParents')))).toEqual(
      order.map((_, i) => PDFNumber.of(i)),
    );
    const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    expect(root.get(PDFName.of('ParentTreeNextKey'))).toEqual(PDFNumber.of(4));
    const nums = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray);
    expect(nums.size()).toBe(8);
    // The content streams (with their MCIDs) are the laid-out pages' own.
    const laidOut = await contentsOf(await taggedLike());
    expect(await contentsOf(pdf)).toEqual(order.map((i) => laidOut[i]));
  });

  it('puts alt texts in place of their placeholders when joining tagged, and fails a page without one', async () => {
    const pages = await splitPdf(await taggedLike());
    const pdf = await assemblePdf(
      [
        {
          pdf: pages[0] as Buffer,
          altTexts: [{ placeholder: 'A fox in the forest', text: 'Ein Fuchs im Wald – ängstlich' }],
        },
        { pdf: pages[1] as Buffer },
      ],
      { tagged: true },
    );
    const figures = (await pdfStructure(pdf)).elements.filter((e) => e.role === 'Figure');
    expect(figures.map((f) => f.alt)).toEqual(['Ein Fuchs im Wald – ängstlich', 'Mia finds a lantern']);
    await expect(
      assemblePdf(
        [{ pdf: pages[2] as Buffer, altTexts: [{ placeholder: 'fabelhaft-picture-1', text: 'x' }] }],
        {
          tagged: true,
        },
      ),
    ).rejects.toThrow('Page 1: 1 alt text placeholder(s) not found');
  });

  it('joins untagged: no structure tree and no /StructParents left on the pages', async () => {
    const pages = await splitPdf(await taggedLike());
    const pdf = await assemblePdf(pages.map((p) => ({ pdf: p })));
    const s = await pdfStructure(pdf);
    expect(s).toMatchObject({ tagged: false, elements: [], problems: [] });
    const doc = await PDFDocument.load(pdf);
    expect(doc.catalog.get(PDFName.of('StructTreeRoot'))).toBeUndefined();
    expect(doc.catalog.get(PDFName.of('MarkInfo'))).toBeUndefined();
    for (const page of doc.getPages()) expect(page.node.get(PDFName.of('StructParents'))).toBeUndefined();
  });

  it('writes Info, a matching XMP packet, /Lang and /DisplayDocTitle', async () => {
    const pages = await splitPdf(await taggedLike());
    const metadata = {
      title: 'Mia & der Fuchs <Laterne>',
      language: 'de',
      author: 'Fabelhaft',
      subject: 'Eine Geschichte über Mia und Fuchs',
      keywords: ['Mia', 'Fuchs'],
      creator: 'Fabelhaft',
      producer: 'Fabelhaft book production',
    };
    const pdf = await assemblePdf(
      pages.map((p) => ({ pdf: p })),
      { tagged: true, metadata },
    );
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Mia & der Fuchs <Laterne>');
    expect(doc.getAuthor()).toBe('Fabelhaft');
    expect(doc.getSubject()).toBe('Eine Geschichte über Mia und Fuchs');
    expect(doc.getKeywords()).toBe('Mia, Fuchs');
    expect(doc.getCreator()).toBe('Fabelhaft');
    expect(doc.getProducer()).toBe('Fabelhaft book production');
    const prefs = doc.catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict);
    expect(prefs.get(PDFName.of('DisplayDocTitle'))?.toString()).toBe('true');
    const s = await pdfStructure(pdf);
    expect(s.language).toBe('de');
    expect(s.xmp).toContain('<rdf:li xml:lang="x-default">Mia &amp; der Fuchs &lt;Laterne&gt;</rdf:li>');
    expect(s.xmp).toContain('<dc:creator><rdf:Seq><rdf:li>Fabelhaft</rdf:li></rdf:Seq></dc:creator>');
    expect(s.xmp).toContain('<dc:language><rdf:Bag><rdf:li>de</rdf:li></rdf:Bag></dc:language>');
    expect(s.xmp).toContain('<pdf:Producer>Fabelhaft book production</pdf:Producer>');
    expect(s.xmp).toContain('über');
    // The same pages give the same bytes (no dates, no random ids).
    const again = await assemblePdf(
      pages.map((p) => ({ pdf: p })),
      { tagged: true, metadata },
    );
    expect(again.equals(pdf)).toBe(true);
  });
});
