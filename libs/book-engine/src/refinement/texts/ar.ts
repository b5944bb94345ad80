import { kindOfSheet } from '../kind-words';
import {
  castList,
  colourName,
  displayName,
  featureName,
  kindName,
  languageName,
  list,
  placeName,
  quote,
  slotName,
  stop,
  styleName,
} from './labels';
import type { Texts } from './types';

const l = 'ar';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `في الكتاب الصفحات من 2 إلى ${pageCount + 1} (الصفحة 1 هي الغلاف).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );
const kind: Texts['kind'] = (k, colour) => `${kindName(k, l)}${colour ? ` (${colourName(colour, l)})` : ''}`;

export const AR: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `تغيير واحد: ${rationales[0]} يرجى المراجعة والتأكيد.`;
    return `عدد التغييرات: ${rationales.length}\n${rationales.map((r) => `– ${r}`).join('\n')}\nيرجى المراجعة والتأكيد.`;
  },
  notDrawn: (parts) => `(لا أستطيع رسم ${cannotList(parts)}، لذلك ليس جزءًا من التغيير.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation ? `؛ ${languageName(translation.language, l)}: ${q(translation.text)}` : '';
      return stop(`الصفحة ${page}: يصبح النص ${q(main)}${other}`);
    },
    kept: (language) => ` يبقى سطر ${languageName(language, l)} كما هو، كما طلبت.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` يبقى سطر ${name} كما هو الآن — أرسل لي نص ${name} بين علامتي تنصيص إذا كان يجب أن يتغير أيضًا.`;
    },
    translateLine: (page, language, text) =>
      stop(`الصفحة ${page}: يصبح سطر ${languageName(language, l)} ${q(text)}`),
    shorten: (page, kept) => stop(`الصفحة ${page}: نص أقصر — يبقى نحو النصف، بالتساوي في كل لغة: ${q(kept)}`),
    place: (page, entry) => `الصفحة ${page}: مكان الصورة الآن: ${placeName(entry, l)}.`,
    light: (page, light) => `الصفحة ${page}: وقت الصورة وطقسها الآن: ${light}.`,
    cast: (page, names) => `الصفحة ${page}: تُظهر الصورة الآن ${list(names, l)}.`,
    action: (page, caption) => stop(`الصفحة ${page}: مشهد جديد — ${caption}`),
    things: (page, things) => `الصفحة ${page}: تُظهر الصورة الآن أيضًا ${list(things, l)}.`,
    look: (name, parts) => `${name}: ${list(parts, l)} — في كل صفحة يظهر فيها ${name} وعلى الغلاف.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (يُرسم على هيئة ${kindName({ ...k, id: k.base }, l)})`
          : '';
      const noun = k ? ` في النص، ${name} الآن: ${kindName(k, l)}.` : '';
      return `${name} الآن: ${described}${drawn} — في كل صفحة يظهر فيها ${name} وعلى الغلاف.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (${languageName(other.language, l)}: ${other.name})` : '';
      return `اسم ${old} الآن ${name}${extra} — في كل نصوص الكتاب.`;
    },
    style: (style) => `يُعاد رسم الكتاب كله بأسلوب ${q(styleName(style, l))}، بالشخصيات نفسها.`,
    retitle(title, kept) {
      const other = kept
        ? ` يبقى العنوان بـ${languageName(kept.language, l)} ${q(kept.title)} حاليًا — أرسله لي بين علامتي تنصيص إن كان يجب أن يتغير أيضًا.`
        : '';
      return `اسم الكتاب الآن ${q(title)} — على الغلاف وصفحة العنوان.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'مرسوم كشخص كبير (أطول)' : 'مرسوم كطفل'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}: ${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? ` بدلًا من ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` بدلًا من ${slotName(before, l)}`,
    feature: (feature, remove) => `${remove ? 'بدون' : 'مع'} ${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `أسلوب ${q(styleName(style, l))}`,
    cast: (page, names) => `صورة الصفحة ${page} تُظهر ${list(names, l)}`,
    place: (page, entry) => `صورة الصفحة ${page} (${placeName(entry, l)})`,
    light: (page, light) => `صورة الصفحة ${page} (${light})`,
    title: (title) => `العنوان ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `ما الذي يجب أن يتغير في الصفحة ${page}؟` : 'ما الذي يجب أن يتغير بالضبط؟'} أستطيع تغيير نص صفحة ` +
        `(«نص أقصر في الصفحة 6»، «في الصفحة 5 يجب أن يكون النص: "…"»)، وما تُظهره صورة («في الصفحة 4 هم عند البحر»، ` +
        `«${first} فقط في هذه الصفحة»)، وشكل شخصية («شعر ${first} أحمر»)، واسمًا («اسم ${second} روفوس») ` +
        `أو أسلوب الكتاب كله («ألوان مائية»). الشخصيات: ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus ? ` هل تقصد الصفحة ${focus} التي تنظر إليها؟ إذن أجب «نعم» أو «هذه الصفحة».` : '';
      return `في أي صفحة؟ ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `لا توجد صفحة ${page} في هذا الكتاب. ${pageRange(pageCount)} أي صفحة تقصد؟`,
    cover: (pageCount) =>
      `يُظهر الغلاف العنوان والشخصيات: يتغير مع شكلهم وأسمائهم وأسلوب الكتاب. ` +
      `هل يجب أن تتغير شخصية (مثلًا «شعر أحمر») أم صفحة داخل الكتاب؟ ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `لا يوجد في الصفحة ${page} نص أستطيع تغييره. القصة في الصفحات ${textPages}. أي صفحة تقصد؟`,
    noPicture: (page, picturePages) =>
      `لا توجد صورة في الصفحة ${page}. الصور في الصفحات ${picturePages}. أي صفحة تقصد؟`,
    whoFor: (plan, what) => `لمن هذا (${what})؟ شخصيات الكتاب: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `أي شخصية تقصد: ${list(names, l, 'or')}؟`,
    whatColoured: (plan, colour) =>
      `ما الذي يجب أن يصبح ${colourName(colour, l)} — الشعر أم البشرة أو الفرو أم الملابس أم وشاح أم عباءة أم قبعة أم فيونكة؟ ` +
      `ولأي شخصية: ${castList(plan, l, 'or')}؟`,
    whichColour: (name, slot) =>
      `${name}، ${slotName(slot.id, l)}: بأي لون؟ مثلًا أحمر أو أزرق أو أخضر أو أصفر أو بني أو أسود أو أشقر.`,
    whatOf: (name, colour) =>
      `ما الذي عند ${name} يجب أن يصبح ${colourName(colour, l)}: الشعر أم البشرة أو الفرو أم الملابس أم وشاح أم عباءة أم قبعة أم فيونكة؟`,
    skinTone: (name) => `أي لون بشرة لـ${name}: فاتح أم قمحي أم بني أم داكن؟`,
    cannotWear: (name, possible) =>
      `لا يستطيع ${name} ارتداء ذلك. الممكن: ${possible.join('، ')}. ماذا تختار؟`,
    animalClothing: (name) => `يستطيع ${name} ارتداء وشاح أو عباءة — أيهما، وبأي لون؟`,
    personClothing: (name) =>
      `يحتاج ${name} إلى شيء يرتديه: فستان أو أفرول أو هودي أو وشاح أو عباءة — ماذا، وبأي لون؟`,
    already: (what) => `${what} — هذا هو الحال بالفعل. ما الذي يجب أن يتغير بدلًا من ذلك؟`,
    aboutCharacter: (name) =>
      `ما الذي يجب تغييره في ${name}؟ يمكنني تغيير لون الشعر أو الفرو، ولون البشرة، والملابس ولونها، والنظارة، والقبعة، والفيونكة أو النمش، والاسم، أو ما هو ${name} (مثلًا «قطة»).`,
    cannotDraw: (parts) =>
      `لا أستطيع رسم ${cannotList(parts)} — لن يتغير شيء مرئي في الكتاب. ` +
      `عند الشخصية أستطيع تغيير لون الشعر أو الفرو، ولون البشرة، والملابس ولونها، والنظارة، والقبعة، والفيونكة، والنمش. ماذا تختار؟`,
    renameWhich: (plan) => `من يجب أن يحصل على اسم جديد، وما هو؟ الشخصيات: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `ما الاسم الجديد لـ${name}؟ أرسل لي الاسم الجديد فقط.`,
    renameWho: (plan, name) => `من يجب أن يكون اسمه ${name}؟ الشخصيات: ${castList(plan, l, 'or')}.`,
    badName: (name) => `لا أستطيع استخدام ${q(name)} اسمًا (حروف فقط، 40 على الأكثر). ما اسم الشخصية؟`,
    nameTaken: (name) => `هناك شخصية أخرى في الكتاب اسمها ${name}. أي اسم تختار؟`,
    newText: (page) =>
      `ماذا يجب أن يُكتب في الصفحة ${page}؟ أرسل النص الجديد بين علامتي تنصيص، مثلًا: في الصفحة ${page} يجب أن يكون النص: «…»`,
    nothingToShorten: (page, text) =>
      `في الصفحة ${page} جملة قصيرة واحدة فقط (${q(text)})، فلا يوجد ما أحذفه. ` +
      `ماذا يجب أن يُكتب بدلًا منها؟ أرسل النص الجديد بين علامتي تنصيص.`,
    longer: () =>
      'لا أستطيع جعل النص أطول — أستطيع تقصيره أو استبداله بنصك. ' +
      'أرسل لي النص الجديد بين علامتي تنصيص مع رقم الصفحة، مثلًا: في الصفحة 5 يجب أن يكون النص: «…»',
    whatHappens: (page) =>
      `ماذا يجب أن يحدث في صورة الصفحة ${page}؟ أستطيع أن أرسم مثلًا: ${list(
        ['طيران طائرة ورقية', 'نزهة', 'قلعة رملية', 'لعب الكرة', 'قراءة كتاب', 'السباحة', 'الرقص'],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `من يجب أن يظهر في صورة الصفحة ${page}؟ الشخصيات: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) => `عندها لن يبقى أحد في صورة الصفحة ${page}. من يجب أن يبقى؟`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${displayName(plan, i, l)} (${k ? kind(k) : ''}، ${slotName(c.sheet.clothing, l)}): لون الشعر أو الفرو، الملابس ولونها، النظارة، القبعة، حيوان آخر أو اسم آخر`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `لا أستطيع بعدُ أن أصنع تغييرًا من ${q(said)}.` : 'هذا ليس محددًا بما يكفي بعد.'} في هذا الكتاب أستطيع أن أغير مثلًا:\n– ${looks.join('\n– ')}\n` +
        `– نص صفحة (أقصر، أو بكلماتك) أو ما تُظهره صورة (المكان، من فيها، ماذا يفعلون)، الصفحات 2 إلى ${pageCount + 1}\n` +
        `– أسلوب الكتاب كله (الآن: ${styleName(plan.style, l)})\nماذا تختار؟`
      );
    },
    newcomer: (name, plan) =>
      `${name} ليس في هذا الكتاب، ولا أستطيع إضافة شخصية جديدة إلى قصة مكتوبة — صفحاتها وصورها مبنية حول ${castList(plan, l, 'and')}. أستطيع وضعهم في صفحة أو تغيير شكلهم أو أسمائهم. ماذا تختار؟`,
    unknownKind: (name, word) =>
      `لا أستطيع رسم ${name} على هيئة ${q(word)} — لن يتغير شيء مرئي في الكتاب. ` +
      `أستطيع أن أجعل ${name} مثلًا كلبًا أو قطة أو أرنبًا أو دبًا أو ثعلبًا أو تنينًا أو كلب داشهند أو بومة أو طفلًا. ماذا تختار؟`,
    whichKind: (name, not) =>
      `${name} ليس ${kind(not)} — فما هو ${name} إذن؟ أستطيع رسم ${name} مثلًا كلبًا (داشهند، بودل …) أو قطة أو أرنبًا أو دبًا أو ثعلبًا أو تنينًا أو بومة أو بنتًا أو ولدًا أو شخصًا بالغًا.`,
    pick: (plan) =>
      `الأفضل جملة واحدة مثل هذه: «شعر ${displayName(plan, 0, l)} أزرق»، «نص أقصر في الصفحة 6»، «في الصفحة 5 هم عند البحر» أو «بالألوان المائية».`,
    invisible: (rationales) =>
      `هذا لن يغير شيئًا مرئيًا في الكتاب (${rationales.join(' ')})، لذلك لا أقترحه — ولا يكلفك أي تعديل. ما الذي يجب أن يتغير بدلًا من ذلك؟`,
    whichLanguageLine: (languages) =>
      `في هذا الكتاب سطور ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )} فقط. أي سطر يجب أن يتغير؟`,
    titleWhat: (current) =>
      `ماذا يجب أن يكون اسم الكتاب؟ اسمه الآن ${q(current)}. اكتب العنوان الجديد بين علامتي تنصيص.`,
    size(name, grownUp, animal) {
      if (animal)
        return `تُرسم ${name} في الصور بحجم واحد، فلا أستطيع تكبيره أو تصغيره. أستطيع تغيير اللون أو الملابس أو القبعة أو الفيونكة أو النظارة أو نوعه. ماذا تريد؟`;
      return `للصور حجمان: أطفال وكبار. ${name} مرسوم الآن ${grownUp ? 'كشخص كبير' : 'كطفل'} — هل أرسمه ${grownUp ? 'كطفل' : 'كشخص كبير'}، أم أغيّر الشعر أو الملابس أو النظارة؟`;
    },
    undone: (rationales) =>
      `تم التراجع: ${rationales.join(' ')} لا شيء آخر مخطط الآن. ماذا تريد أن تغيّر بدلًا من ذلك؟`,
    nothingToUndo: () =>
      `لا يوجد تغيير مقترح للتراجع عنه — التغييرات المؤكدة تبقى في الكتاب. ماذا تريد أن تغيّر؟`,
  },
};
