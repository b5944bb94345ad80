/**
 * The XMP packet a PDF/X-4 file carries in its catalog (ISO 15930-7 asks for the identification and the
 * document's title, dates and trapping there, matching the Info dictionary), and a small reader for the
 * properties the checker needs. The reader knows the prefixes this writer and the common tools (Acrobat,
 * InDesign, callas) use; an XMP that binds the namespaces to other prefixes reads as missing.
 */

export interface XmpFields {
  title: string;
  /** xmp:CreateDate, xmp:ModifyDate and xmp:MetadataDate (one instant, as the Info dictionary has it). */
  date: Date;
  creatorTool: string;
  producer: string;
  trapped: 'True' | 'False';
  /** e.g. `uuid:…`: the same for every rendition of one document. */
  documentId: string;
  /** e.g. `uuid:…`: this rendition. */
  instanceId: string;
  versionId: string;
  pdfxVersion: string;
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ISO 8601 as XMP writes it, to the second in UTC (the Info dictionary's `D:YYYYMMDDHHmmSSZ`). */
export const xmpDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function buildXmp(f: XmpFields): string {
  const date = xmpDate(f.date);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(f.title)}</rdf:li></rdf:Alt></dc:title>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
   <xmp:CreatorTool>${escape(f.creatorTool)}</xmp:CreatorTool>
   <pdf:Producer>${escape(f.producer)}</pdf:Producer>
   <pdf:Trapped>${f.trapped}</pdf:Trapped>
   <xmpMM:DocumentID>${escape(f.documentId)}</xmpMM:DocumentID>
   <xmpMM:InstanceID>${escape(f.instanceId)}</xmpMM:InstanceID>
   <xmpMM:VersionID>${escape(f.versionId)}</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>${escape(f.pdfxVersion)}</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * One simple property (`prefix:Name`) as an element (`<pdf:Trapped>False</pdf:Trapped>`) or an attribute
 * (`pdf:Trapped="False"`); for a language alternative (dc:title) the first `rdf:li`. Undefined: not there.
 */
export function xmpProperty(xmp: string, name: string): string | undefined {
  const element = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xmp);
  if (element) {
    const body = element[1] as string;
    const li = /<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/.exec(body);
    return unescape((li ? (li[1] as string) : body).trim());
  }
  const attribute = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(xmp);
  if (attribute) return unescape(attribute[2] ?? attribute[3] ?? '');
  return undefined;
}
