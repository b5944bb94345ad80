import type { LanguagePack } from '../language-pack';

// Verbs agree with the protagonist's gender; objects appear only inside an idafa ("the light of …") so
// their own gender never has to agree with a verb.
export const ar: LanguagePack = {
  code: 'ar',
  child: { f: 'فتاة فضولية', m: 'فتى فضولي' },
  animals: {
    dog: 'كلب مرح',
    cat: 'قطة ذكية',
    rabbit: 'أرنب صغير',
    bear: 'دب لطيف',
    fox: 'ثعلب أحمر',
    dragon: 'تنين صغير',
  },
  places: {
    forest: { the: 'الغابة', at: 'في الغابة' },
    sea: { the: 'البحر', at: 'على شاطئ البحر' },
    mountain: { the: 'الجبال', at: 'في الجبال' },
    castle: { the: 'القلعة القديمة', at: 'في القلعة القديمة' },
    space: { the: 'الفضاء', at: 'بين النجوم' },
    garden: { the: 'الحديقة', at: 'في الحديقة' },
  },
  objects: {
    key: { the: 'المفتاح الذهبي', a: 'مفتاحًا ذهبيًا' },
    map: { the: 'الخريطة القديمة', a: 'خريطة قديمة' },
    lantern: { the: 'الفانوس الصغير', a: 'فانوسًا صغيرًا' },
    star: { the: 'النجمة الصغيرة', a: 'نجمة صغيرة' },
    kite: { the: 'الطائرة الورقية الحمراء', a: 'طائرة ورقية حمراء' },
  },
  petNames: ['زغبي', 'شمسي', 'فلفل', 'زر', 'بسكوت', 'ثلج'],
};
