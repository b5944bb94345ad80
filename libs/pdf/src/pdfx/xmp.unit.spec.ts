import { buildXmp, xmpDate, xmpProperty } from './xmp';

describe('XMP of a PDF/X-4 file', () => {
  const xmp = buildXmp({
    title: 'Mia & der <Fuchs> "Laterne"',
    date: new Date('2026-11-24T08:00:00.750Z'),
    creatorTool: 'Fabelhaft',
    producer: 'Fabelhaft',
    trapped: 'False',
    documentId: 'uuid:1',
    instanceId: 'uuid:2',
    versionId: '1',
    pdfxVersion: 'PDF/X-4',
  });

  it('reads back what it wrote, escaped title included, dates to the second in UTC', () => {
    expect(xmpProperty(xmp, 'dc:title')).toBe('Mia & der <Fuchs> "Laterne"');
    expect(xmpProperty(xmp, 'pdfxid:GTS_PDFXVersion')).toBe('PDF/X-4');
    expect(xmpProperty(xmp, 'pdf:Trapped')).toBe('False');
    expect(xmpProperty(xmp, 'xmp:CreateDate')).toBe('2026-11-24T08:00:00Z');
    expect(xmpProperty(xmp, 'xmpMM:RenditionClass')).toBe('default');
    expect(xmpProperty(xmp, 'xmpMM:Missing')).toBeUndefined();
    expect(xmpDate(new Date('2026-01-02T03:04:05.999Z'))).toBe('2026-01-02T03:04:05Z');
  });

  it('reads properties written as attributes, as other tools write them', () => {
    const other = `<rdf:Description rdf:about="" pdfxid:GTS_PDFXVersion="PDF/X-4" pdf:Trapped='True'/>`;
    expect(xmpProperty(other, 'pdfxid:GTS_PDFXVersion')).toBe('PDF/X-4');
    expect(xmpProperty(other, 'pdf:Trapped')).toBe('True');
  });
});
