import { qrSvg } from '@fabelhaft/pdf';
import { STYLE_SPECS } from '../illustration/styles';
import { mix } from '../illustration/color';
import { AA_LARGE, AA_TEXT, contrastRatio, luminance, readableOnAll } from './contrast';
import type { AgeBand, Language, Localized } from '../types';
import type { BookFormat, IllustrationBrief, Page, PagePlan, PageText } from './types';
import { FORMAT_SPECS } from './formats';

/** Print pages are laid out at trim + bleed on every side; screen pages and flipbook images at trim. */
export interface LayoutMode {
  bleedMm: number;
  /**
   * Every picture is already cut to its box (`pictureCrop`): drawn as it is (object-fit: fill), so Chromium
   * passes the JPEG into the PDF whole instead of cutting and re-encoding it (ADR 0019). Otherwise pictures
   * are cut to their boxes by object-fit: cover.
   */
  exactPictures?: boolean;
}

/**
 * A picture as the page HTML embeds it (data: URL; the renderer refuses remote requests), by
 * `slotKey(brief id, slot)` for a picture cut to that slot, or by the brief id for a whole picture.
 */
export type PictureUrls = ReadonlyMap<string, string>;

/**
 * The boxes a picture is shown in: a whole page, the top of the cast page, the oval title portrait, and the
 * page below its band of text (a board page whose text sits on no panel, issue #24).
 */
export type PictureSlot = 'page' | 'cast' | 'portrait' | 'below-text';

export const slotKey = (briefId: string, slot: PictureSlot): string => `${briefId}@${slot}`;

/** Where a picture is shown: its brief and the box it fills. */
export interface PlacedPicture {
  brief: IllustrationBrief;
  slot: PictureSlot;
}

/** The part of a picture a box shows (CSS object-fit: cover): the box's aspect and the object-position. */
export interface PictureCrop {
  /** width / height of the box. */
  aspect: number;
  /** object-position as fractions (0.5 = centred). */
  x: number;
  y: number;
}

/** The crop of a slot in this layout; `pageSection` and the CSS below place pictures exactly so. */
export function pictureCrop(plan: PagePlan, mode: LayoutMode, slot: PictureSlot, page?: Page): PictureCrop {
  const w = plan.trim.widthMm + 2 * mode.bleedMm;
  const h = plan.trim.heightMm + 2 * mode.bleedMm;
  switch (slot) {
    case 'page':
      return { aspect: w / h, x: 0.5, y: 0.5 };
    case 'cast':
      return { aspect: w / castArtMm(plan, mode.bleedMm), x: 0.5, y: 0.92 };
    case 'below-text':
      return { aspect: w / (h - mode.bleedMm - (page ? textBandMm(plan, page) : 0)), x: 0.5, y: 0.5 };
    case 'portrait':
      return { aspect: 3 / 4, x: 0.5, y: 0.5 };
  }
}

/** The pictures an interior page shows, in the order its HTML has them. */
export function pagePictures(plan: PagePlan, page: Page): PlacedPicture[] {
  if (!page.illustration) return [];
  const slot: PictureSlot =
    page.kind === 'title'
      ? 'portrait'
      : page.kind === 'cast'
        ? 'cast'
        : inTextBand(plan, page)
          ? 'below-text'
          : 'page';
  return [{ brief: page.illustration, slot }];
}

/** The pictures of the outside front and back cover (`coverSections`). */
export function coverPictures(
  plan: PagePlan,
  backBrief?: IllustrationBrief,
): [PlacedPicture[], PlacedPicture[]] {
  return [
    [{ brief: plan.cover.front, slot: 'page' }],
    backBrief ? [{ brief: backBrief, slot: 'portrait' }] : [],
  ];
}

/** The cast page's picture fills the top of the page to this share of its height, when its text leaves room. */
const CAST_ART_SHARE = 0.54;
/** …and never less than this share: longer texts are set smaller instead. */
const CAST_ART_MIN_SHARE = 0.3;
/** Space between a picture and the text beside it. */
const TEXT_GAP_MM = 4;

const BODY_PT: Record<AgeBand, number> = {
  toddler: 25,
  preschool: 19,
  'early-reader': 15.5,
  'middle-grade': 13.5,
  teen: 12.5,
  'young-adult': 12,
};

/** A board book's pages are smaller, so its text is set a little smaller too. */
const BOARD_TEXT_SCALE = 0.92;
const MM_PER_PT = 25.4 / 72;

/**
 * issue #25: the body text's size as a share of the page's width (the trimmed page, as the flipbook image
 * shows it), e.g. 12 pt on a 180 mm page ≈ 0.0235. The viewer reads it to know how wide a page must be drawn
 * for its text to be readable (ADR 0039).
 */
export function bodyTextSize(ageBand: AgeBand, format: BookFormat): number {
  const pt = BODY_PT[ageBand] * (format === 'board' ? BOARD_TEXT_SCALE : 1);
  return (pt * MM_PER_PT) / FORMAT_SPECS[format].trim.widthMm;
}

/** The body text's size in points for a plan. */
const bodyPt = (plan: Pick<PagePlan, 'ageBand' | 'format'>): number =>
  BODY_PT[plan.ageBand] * (plan.format === 'board' ? BOARD_TEXT_SCALE : 1);

/**
 * An upper estimate of how many em a line of text in a language takes per character (average advance plus
 * room for breaking at words), and its line height: Latin and Cyrillic ≈ .5 em, CJK a full em, Arabic set
 * 1.12 × larger. The rendered-page test (`page-text.int.spec.ts`) holds the layout to it.
 */
const ADVANCE: Partial<Record<Language, number>> = { zh: 1.02, ja: 1.02, ko: 0.95, ar: 0.56 * 1.12, ru: 0.6 };
const LINE: Partial<Record<Language, number>> = { zh: 1.7, ja: 1.7, ko: 1.7, ar: 1.75 * 1.12 };

/**
 * The height in mm a page text takes set at `pt` in a column `widthMm` wide (both languages, the translation at
 * .86, the rule between them), as the CSS below sets it; a little more rather than less.
 */
export function textHeightMm(
  plan: PagePlan,
  text: PageText,
  widthMm: number,
  pt: number,
  heading: { em: number; line: number; margins: number } = H2,
): number {
  const em = pt * MM_PER_PT;
  let height = 0;
  languages(plan).forEach((language, i) => {
    const size = em * (i === 0 ? 1 : 0.86);
    const advance = (ADVANCE[language] ?? 0.56) * size;
    const lineHeight = (LINE[language] ?? 1.5) * size;
    const lines = (value: string, scale: number) =>
      Math.ceil(
        (value.length * advance * scale) / widthMm + (0.15 * value.length * advance * scale) / widthMm,
      );
    if (i > 0) height += 2.2 * size + 0.5;
    const title = text.heading?.[language];
    if (title)
      height +=
        lines(title, heading.em) * heading.em * (heading.line * size) + heading.margins * heading.em * size;
    const label = text.label?.[language];
    if (label) height += 0.68 * size * 1.5 + 0.4 * 0.68 * size;
    const paragraphs = (text.body[language] ?? '').split('\n').filter((p) => p.trim());
    paragraphs.forEach((p, k) => {
      height += lines(p, 1) * lineHeight + (k < paragraphs.length - 1 ? 0.55 * size : 0);
    });
  });
  return height;
}

/** Headings as the CSS below sets them: size in em of the text, line height, margins above and below in em. */
const H2 = { em: 1.3, line: 1.25, margins: 0.5 };
const TITLE_H1 = { em: 2.3, line: 1.2, margins: 0.65 };

/**
 * The title page (issue #24): the portrait's width in mm, as large as the text below it leaves room for (at most
 * half the column, as before).
 */
function titlePortraitMm(plan: PagePlan): number {
  const page = plan.pages.find((p) => p.kind === 'title');
  const column = columnMm(plan);
  const full = column / 2 - 2.8;
  if (!page?.text) return full;
  const text = textHeightMm(plan, page.text, column, bodyPt(plan), TITLE_H1);
  // The portrait's height is 4/3 of its width, plus its 1.4 mm border on both sides and 4 mm below it.
  const room = plan.trim.heightMm - 2 * plan.safeMarginMm - text - 2.8 - 4 - TEXT_GAP_MM;
  return Math.max(column * 0.2, Math.min(full, (room * 3) / 4));
}

/** The width of a page's text column in mm (the safe area minus the gutter). */
const columnMm = (plan: PagePlan): number => plan.trim.widthMm - 2 * plan.safeMarginMm - plan.gutterMm;

/** The cast page (issue #24): its picture's height and its text's size, so the text fits below the picture. */
function castLayout(plan: PagePlan, bleedMm: number): { artMm: number; scale: number } {
  const page = plan.pages.find((p) => p.kind === 'cast');
  const h = plan.trim.heightMm + 2 * bleedMm;
  const room = (share: number) => plan.trim.heightMm + bleedMm - plan.safeMarginMm - h * share - TEXT_GAP_MM;
  if (!page?.text) return { artMm: h * CAST_ART_SHARE, scale: 1 };
  const needed = textHeightMm(plan, page.text, columnMm(plan), bodyPt(plan) * CAST_TEXT_SCALE);
  const share = Math.min(
    CAST_ART_SHARE,
    Math.max(CAST_ART_MIN_SHARE, (h - bleedMm - plan.safeMarginMm - TEXT_GAP_MM - needed) / h),
  );
  return { artMm: h * share, scale: Math.min(1, room(share) / needed) };
}

/** The height of the cast page's picture (from the bled page's top edge), in mm. */
export const castArtMm = (plan: PagePlan, bleedMm: number): number => castLayout(plan, bleedMm).artMm;

/** The cast page's text is set .9 × the body size. */
const CAST_TEXT_SCALE = 0.9;

/**
 * A picture page whose text sits on no panel (spec §3 text_background_enabled off, issue #24): the text gets a
 * band of paper at the top of the page and the picture fills the rest, so no text lies on a picture.
 */
export const inTextBand = (plan: PagePlan, page: Page): boolean =>
  !plan.textBackground && (page.kind === 'story' || page.kind === 'end') && Boolean(page.illustration);

/**
 * The height of that band from the trimmed page's top edge, in mm: the page's own text's (so an edit of one page
 * changes that page only, ADR 0019), at most 60 % of the page.
 */
export function textBandMm(plan: PagePlan, page: Page): number {
  const needed = page.text ? textHeightMm(plan, page.text, columnMm(plan), bodyPt(plan)) : 0;
  return Math.min(plan.trim.heightMm * 0.6, plan.safeMarginMm + needed + TEXT_GAP_MM);
}

const CJK: Partial<Record<Language, string>> = { zh: 'SC', ja: 'JP', ko: 'KR' };

/**
 * TrueType-outline CJK faces from Debian (scripts/system-packages.mjs): Skia embeds TrueType glyphs as
 * subset CID fonts, but CFF-flavoured fonts (Noto CJK) only as Type 3 outlines, which print shops' preflights
 * reject. Per language its own faces only, so Japanese never falls back to Chinese glyph shapes (and the
 * reverse). Japanese: Motoya L Maru (rounded gothic, the picture-book face) for young readers and headings,
 * Klee One (school-textbook hand, real SemiBold) for older readers, IPAex for the rest of JIS kanji.
 * Chinese: WenQuanYi Micro Hei (mainland punctuation), AR PL KaitiM GB (Kaiti, the face children learn to
 * read from; GB 2312 forms) for older readers. Korean: NanumSquareRound and Nanum Myeongjo (real bold
 * weights), Nanum Gothic for coverage. Noto CJK stays last: a character none of them has still prints,
 * and preflight fails on the Type 3 font it brings.
 */
export const CJK_FONTS: Record<'zh' | 'ja' | 'ko', { sans: string[]; serif: string[] }> = {
  ja: { sans: ['MotoyaLMaru', 'IPAexGothic'], serif: ['Klee One', 'IPAexMincho'] },
  zh: { sans: ['WenQuanYi Micro Hei'], serif: ['AR PL KaitiM GB', 'WenQuanYi Micro Hei'] },
  ko: { sans: ['NanumSquareRound', 'NanumGothic'], serif: ['NanumMyeongjo', 'NanumGothic'] },
};

/**
 * System fonts per script (STACK.md); the book's own script first, the others as fallback. `book` is the
 * book's main language: a Chinese, Japanese or Korean book's names stay in their script in the translation
 * ("レナ and the Fox"), and set in that language's TrueType faces they print as CID fonts, not as Type 3.
 */
export function fontFamily(language: Language, serif: boolean, book: Language = language): string {
  const isCjk = language in CJK_FONTS;
  const cjkLanguage = isCjk ? language : book in CJK_FONTS ? book : undefined;
  const noto = `Noto ${serif ? 'Serif' : 'Sans'} CJK ${CJK[cjkLanguage ?? language] ?? 'JP'}`;
  const own = cjkLanguage ? CJK_FONTS[cjkLanguage as keyof typeof CJK_FONTS] : undefined;
  const cjk = own ? [...own[serif ? 'serif' : 'sans'], noto] : [noto];
  const latin = serif ? 'Noto Serif' : 'Noto Sans';
  const arabic = serif ? 'Noto Naskh Arabic' : 'Noto Sans Arabic';
  const order =
    language === 'ar' ? [arabic, latin, ...cjk] : isCjk ? [...cjk, latin, arabic] : [latin, ...cjk, arabic];
  return `${order.map((f) => `'${f}'`).join(', ')}, ${serif ? 'serif' : 'sans-serif'}`;
}

export const dirOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function paragraphs(text: string): string {
  return text
    .split('\n')
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
}

/** Both book languages, main first; the translation set apart by a rule, colour and (Latin/Cyrillic) italics. */
function languages(plan: PagePlan): Language[] {
  return plan.translationLanguage ? [plan.mainLanguage, plan.translationLanguage] : [plan.mainLanguage];
}

function block(plan: PagePlan, text: PageText, options: { headingTag?: string } = {}): string {
  const tag = options.headingTag ?? 'h2';
  return languages(plan)
    .map((language, i) => {
      const get = (l: Localized | undefined) => l?.[language] ?? '';
      const parts = [
        text.label && get(text.label) ? `<div class="label">${escapeHtml(get(text.label))}</div>` : '',
        text.heading && get(text.heading) ? `<${tag}>${escapeHtml(get(text.heading))}</${tag}>` : '',
        paragraphs(get(text.body)),
      ].join('');
      if (!parts) return '';
      const cls = i === 0 ? 'main' : 'second';
      return `${i > 0 ? '<div class="sep" aria-hidden="true"></div>' : ''}<div class="lang ${cls} l-${language}" role="group" lang="${language}" dir="${dirOf(language)}">${parts}</div>`;
    })
    .join('');
}

function art(
  urls: PictureUrls,
  brief: IllustrationBrief | undefined,
  slot: PictureSlot,
  cls = 'art',
): string {
  if (!brief) return '';
  const url = urls.get(slotKey(brief.id, slot)) ?? urls.get(brief.id);
  if (!url) throw new Error(`No picture for ${brief.id}`);
  return `<img class="${cls}" src="${url}" alt="${escapeHtml(brief.altText)}">`;
}

function ornament(color: string): string {
  return (
    `<svg class="ornament" viewBox="0 0 120 16" aria-hidden="true"><path d="M0 8 H46" stroke="${color}" stroke-width="1.4"/>` +
    `<path d="M60 1 L62.6 6 L68 8 L62.6 10 L60 15 L57.4 10 L52 8 L57.4 6 Z" fill="${color}"/>` +
    `<path d="M74 8 H120" stroke="${color}" stroke-width="1.4"/></svg>`
  );
}

/**
 * issue #28 part 4 (ADR 0038): the listening link on the imprint page — a vector QR code in the text's colour
 * with its 4-module quiet zone, inside the safe area, and the short link beneath (without the scheme, as typed).
 */
export function listenBlock(plan: PagePlan): string {
  if (!plan.listenUrl) return '';
  const short = plan.listenUrl.replace(/^https?:\/\//, '');
  return `<div class="listen">${qrSvg(plan.listenUrl, { className: 'qr' })}<p class="listen-link" dir="ltr">${escapeHtml(short)}</p></div>`;
}

/** A book without an imprint page (a board book) prints its listening link on the outside back cover. */
export const listensOnBackCover = (plan: PagePlan): boolean => !plan.pages.some((p) => p.kind === 'imprint');

/** The HTML of one interior page (a `<section>` of the document). */
export function pageSection(plan: PagePlan, page: Page, urls: PictureUrls, accent: string): string {
  const t = page.text;
  const attrs = `class="page ${page.kind} ${page.side}" data-page="${page.number}"`;
  switch (page.kind) {
    case 'title':
      return `<section ${attrs}><div class="safe center">${art(urls, page.illustration, 'portrait', 'portrait')}${t ? block(plan, t, { headingTag: 'h1' }) : ''}</div></section>`;
    case 'imprint':
      return `<section ${attrs}><div class="safe">${
        t
          ? `<div class="belongs">${languages(plan)
              .map(
                (l) =>
                  `<div class="lang l-${l}" role="group" lang="${l}" dir="${dirOf(l)}">${escapeHtml(t.heading?.[l] ?? '')}</div>`,
              )
              .join('')}<div class="line"></div></div>`
          : ''
      }${
        t || plan.listenUrl
          ? `<div class="imprint-foot">${listenBlock(plan)}${
              t
                ? languages(plan)
                    .map(
                      (l) =>
                        `<p class="l-${l}" lang="${l}" dir="${dirOf(l)}">${escapeHtml(t.body[l] ?? '')}</p>`,
                    )
                    .join('') + `<p class="ref">${escapeHtml(plan.bookId)}</p>`
                : ''
            }</div>`
          : ''
      }</div></section>`;
    case 'cast':
      return `<section ${attrs}><div class="cast-art">${art(urls, page.illustration, 'cast')}</div><div class="safe lower">${t ? block(plan, t) : ''}</div></section>`;
    case 'story-picture':
    case 'end-picture':
      return `<section ${attrs}>${art(urls, page.illustration, 'page')}</section>`;
    case 'story':
    case 'end':
      if (page.illustration) {
        // issue #24: text never lies on a picture: on an opaque paper panel, or on a band of paper above it.
        if (inTextBand(plan, page))
          return `<section ${attrs} style="--band:${textBandMm(plan, page).toFixed(2)}mm">${art(urls, page.illustration, 'below-text', 'art below')}<div class="safe band">${t ? block(plan, t) : ''}</div></section>`;
        return `<section ${attrs}>${art(urls, page.illustration, 'page')}<div class="safe top"><div class="panel">${t ? block(plan, t) : ''}</div></div></section>`;
      }
      return `<section ${attrs}><div class="safe center">${ornament(accent)}${t ? block(plan, t, { headingTag: 'h1' }) : ''}${ornament(accent)}</div></section>`;
    case 'story-text':
    case 'about': {
      const folio = page.folio
        ? `<div class="folio" lang="${plan.mainLanguage}" aria-hidden="true">${escapeHtml(page.folio)}</div>`
        : '';
      return `<section ${attrs}><div class="safe center">${ornament(accent)}${t ? block(plan, t) : ''}${ornament(accent)}</div>${folio}</section>`;
    }
  }
}

/** Outside front and back cover: full-bleed art with the title set as text, and the synopsis on the back. */
export function coverSections(
  plan: PagePlan,
  urls: PictureUrls,
  storyOf: Localized,
  backBrief?: IllustrationBrief,
): string[] {
  const main = plan.mainLanguage;
  const title = languages(plan)
    .map(
      (l, i) =>
        `<div class="${i === 0 ? 'cover-title' : 'cover-title second'} l-${l}" role="group" lang="${l}" dir="${dirOf(l)}">${escapeHtml(plan.cover.title[l] ?? '')}</div>`,
    )
    .join('');
  const front =
    `<section class="page cover-front" data-page="cover">${art(urls, plan.cover.front, 'page')}` +
    `<div class="safe top"><div class="title-panel">${title}<div class="cover-sub l-${main}" role="group" lang="${main}" dir="${dirOf(main)}">${escapeHtml(storyOf[main] ?? '')}</div></div></div></section>`;
  const back =
    `<section class="page cover-back" data-page="back"><div class="safe center">` +
    (backBrief ? art(urls, backBrief, 'portrait', 'portrait small') : '') +
    block(plan, { body: plan.cover.synopsis }) +
    `<div class="brand">Fabelhaft</div>${listensOnBackCover(plan) ? listenBlock(plan) : ''}</div></section>`;
  return [front, back];
}

/**
 * The document around the pages: page size, fonts per language, the style's paper and ink colours.
 * `font-synthesis: style` forbids faked bold: Skia prints synthetic-bold glyphs as Type 3 fonts, which print
 * shops reject. Faces without a bold weight (Motoya L Maru, IPAex, WenQuanYi, KaitiM GB) set headings in their
 * regular weight, set apart by size and colour.
 */
export function documentHtml(plan: PagePlan, sections: string[], mode: LayoutMode): string {
  const spec = STYLE_SPECS[plan.style];
  const w = plan.trim.widthMm + 2 * mode.bleedMm;
  const h = plan.trim.heightMm + 2 * mode.bleedMm;
  const safe = mode.bleedMm + plan.safeMarginMm;
  // The inner edge faces the binding: the left edge of a right-hand page, the right edge of a left-hand one.
  const inner = safe + plan.gutterMm;
  const main = plan.mainLanguage;
  const serif = plan.ageBand !== 'toddler' && plan.ageBand !== 'preschool';
  const pt = bodyPt(plan);
  const paper = mix(spec.sky[1], '#fffdf8', 0.82);
  const tint = mix(spec.sky[0], '#fffdf8', 0.7);
  // issue #24: every text colour reads at WCAG AA on each background it is set on (the page, its shaded inner
  // edge, the back cover's tint, the text panel, the cover's title panel): a style's colour is kept where it
  // does and darkened (or lightened on a dark panel) just enough where it does not (`readable`).
  const shade = mix(paper, '#000000', 0.035);
  const panel = PANEL;
  const titlePanel = spec.title.panel ?? PANEL;
  const pages = [paper, shade, tint, panel];
  const ink = readableOnAll('#2b2420', pages);
  // A white or pale title colour (drawn on a dark panel on the cover) gives way to the style's outline or panel
  // colour on the pale page, so headings keep the style's hue instead of turning grey.
  const fill =
    luminance(spec.title.fill) > 0.6
      ? (spec.title.outline ?? spec.title.panel ?? spec.title.fill)
      : spec.title.fill;
  const accent = readableOnAll(fill, pages);
  const second = readableOnAll(mix(fill, '#5b4a86', 0.5), pages);
  const soft = readableOnAll(mix(accent, '#ffffff', 0.3), pages);
  const grey = readableOnAll('#6d625a', pages);
  const coverTitle =
    contrastRatio(spec.title.fill, titlePanel) < AA_LARGE &&
    spec.title.outline &&
    contrastRatio(spec.title.outline, titlePanel) >= AA_LARGE + 0.1
      ? spec.title.outline
      : readableOnAll(spec.title.fill, [titlePanel], AA_LARGE);
  const coverSecond = readableOnAll(mix(spec.title.fill, '#5b4a86', 0.5), [titlePanel], AA_TEXT);
  const coverSub = readableOnAll('#5f544c', [titlePanel], AA_TEXT);
  const cast = castLayout(plan, mode.bleedMm);
  const langCss = (['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar'] as Language[])
    .map((l) => {
      const cjk = Boolean(CJK[l]);
      return (
        `.l-${l}{font-family:${fontFamily(l, serif, main)};}` +
        `.l-${l} h1,.l-${l} h2,.l-${l}.cover-title{font-family:${fontFamily(l, !cjk && l !== 'ar', main)};}` +
        // Arabic runs a little larger than Latin at the same size; as the translation it is still the smaller
        // text (.second is .86em), so the two factors multiply there.
        (l === 'ar' ? `.l-ar{font-size:1.12em;line-height:1.75;}.second.l-ar{font-size:.96em;}` : '') +
        (cjk
          ? // Korean breaks between words (keep-all), Chinese and Japanese between characters.
            `.l-${l}{line-break:strict;word-break:${l === 'ko' ? 'keep-all' : 'normal'};line-height:1.7;}`
          : '')
      );
    })
    .join('');
  return `<!doctype html><html lang="${main}" dir="${dirOf(main)}"><head><meta charset="utf-8"><style>
@page{size:${w}mm ${h}mm;margin:0}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:${paper};-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{color:${ink};font-size:${pt}pt;line-height:1.5;font-family:${fontFamily(main, serif)};text-rendering:geometricPrecision;font-synthesis:style}
.page{position:relative;width:${w}mm;height:${h}mm;overflow:hidden;break-after:page;page-break-after:always;background:${paper}}
.page:last-child{break-after:auto;page-break-after:auto}
.story-text,.about,.end{background:${paper}}
.story-text.right{background:linear-gradient(90deg,${mix(paper, '#000000', 0.035)} 0,${paper} 9mm)}
.story-text.left{background:linear-gradient(270deg,${mix(paper, '#000000', 0.035)} 0,${paper} 9mm)}
.art{position:absolute;left:0;top:0;width:100%;height:100%;object-fit:cover;display:block}
.safe{position:absolute;left:${safe}mm;right:${safe}mm;top:${safe}mm;bottom:${safe}mm;display:flex;flex-direction:column}
.page.right .safe{left:${inner}mm}
.page.left .safe{right:${inner}mm}
.story-text .safe{bottom:${safe + 5}mm}
.folio{position:absolute;bottom:${safe}mm;font-size:8.5pt;line-height:1;color:${soft};font-family:${fontFamily(main, false)}}
.page.right .folio{right:${safe}mm}
.page.left .folio{left:${safe}mm}
.safe.center{justify-content:center;align-items:stretch;text-align:center}
.safe.top{justify-content:flex-start}
.safe.lower{top:${cast.artMm + TEXT_GAP_MM}mm;justify-content:safe center;text-align:center;font-size:${(CAST_TEXT_SCALE * cast.scale).toFixed(3)}em}
.safe.band{bottom:auto;height:calc(var(--band) - ${plan.safeMarginMm + TEXT_GAP_MM}mm);justify-content:safe center;text-align:center}
.art.below{top:auto;bottom:0;height:calc(100% - ${mode.bleedMm}mm - var(--band))}
.lang{margin:0}
.lang p{margin:0 0 .55em}
.lang p:last-child{margin-bottom:0}
.second{font-size:.86em;color:${second}}
.second:not(.l-zh):not(.l-ja):not(.l-ko):not(.l-ar){font-style:italic}
.sep{width:28%;height:0;border-top:.5mm solid ${mix(accent, '#ffffff', 0.55)};margin:1.1em auto}
h1{font-size:2.1em;line-height:1.2;margin:.3em 0 .35em;color:${accent}}
h2{font-size:1.3em;line-height:1.25;margin:0 0 .5em;color:${accent}}
.second h1,.second h2{color:${second}}
.label{font-size:.68em;letter-spacing:.14em;text-transform:uppercase;color:${soft};margin-bottom:.4em}
.ornament{width:30mm;height:4mm;margin:6mm auto;display:block}
.portrait{box-sizing:content-box;width:calc(50% - 2.8mm);aspect-ratio:3/4;object-fit:cover;border-radius:50% 50% 46% 46%/40% 40% 38% 38%;margin:0 auto 4mm;display:block;border:1.4mm solid #fff;box-shadow:0 1mm 4mm rgba(0,0,0,.18)}
.portrait.small{width:calc(34% - 2.8mm)}
.cast-art .art{object-position:50% 92%}
.title h1{font-size:2.3em}
.title .portrait{width:${titlePortraitMm(plan).toFixed(2)}mm}
.title .safe.center{justify-content:safe center}
.title .lang p{font-size:.95em}
.cast-art{position:absolute;left:0;top:0;width:100%;height:${cast.artMm}mm;overflow:hidden}
.panel{background:${panel};border-radius:4mm;padding:4mm 5mm;box-shadow:0 .6mm 2.5mm rgba(0,0,0,.12);text-align:center}
.story .lang p,.end .lang p{margin:0}
.belongs{margin-top:22mm;text-align:center;font-size:1.05em}
.belongs .lang+.lang{font-size:.86em;color:${second};margin-top:1mm}
.line{margin:18mm auto 0;width:75%;border-bottom:.4mm dotted ${ink}}
.imprint-foot{margin-top:auto;text-align:center;font-size:max(7.5pt,.5em);color:${grey}}
.imprint-foot p{margin:0 0 1.2mm}
.ref{font-family:'Noto Sans',sans-serif;font-size:6.5pt;letter-spacing:.08em}
.cover-back .listen{margin-top:5mm}
.listen{margin:0 auto 3mm;text-align:center;color:${ink}}
.listen .qr{display:block;width:${plan.format === 'board' ? 22 : 26}mm;height:${plan.format === 'board' ? 22 : 26}mm;margin:0 auto}
.listen-link{font-family:'Noto Sans',sans-serif;font-size:7pt;letter-spacing:.02em;margin:0;color:${ink};word-break:break-all}
.cover-front .safe.top{top:${mode.bleedMm + 9}mm}
.title-panel{background:${titlePanel};opacity:1;border-radius:5mm;padding:5mm 6mm;text-align:center;box-shadow:0 .8mm 3mm rgba(0,0,0,.15)}
.cover-title{font-size:${plan.format === 'board' ? 26 : 30}pt;line-height:1.15;font-weight:800;color:${coverTitle}}
.cover-title.second{font-size:14pt;font-weight:600;font-style:italic;margin-top:2mm;color:${coverSecond}}
.cover-sub{font-size:10pt;margin-top:2.5mm;color:${coverSub}}
.cover-back{background:${tint}}
.cover-back .lang{font-size:.8em}
.brand{margin-top:8mm;font-family:'Noto Serif',serif;font-weight:700;letter-spacing:.2em;color:${accent};font-size:10pt}
${mode.exactPictures ? 'img.art,img.portrait{object-fit:fill}' : ''}
${langCss}
</style></head><body>${sections.join('')}</body></html>`;
}

/** The paper of a text panel over a picture: opaque, so the colour behind its text is known (issue #24). */
const PANEL = '#fffcf4';

/** The accent colour of the book's ornaments: the protagonist's clothing, so every book matches its hero. */
export function accentOf(plan: PagePlan): string {
  const hero = plan.cover.front.cast.find((c) => c.role === 'protagonist');
  return hero ? mix(hero.sheet.colors.clothing, '#5a4a3a', 0.15) : '#8a6d4b';
}
