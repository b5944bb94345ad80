import type { Gender, Language } from '../types';

/**
 * Children's names with their usual form in each book language, so a name can be translated when the
 * parent asks for it (John → Johann → Jean → Иван …). The non-Latin forms are the customary ones.
 */
export interface NameEntry {
  id: string;
  gender: Gender;
  forms: Record<Language, string>;
}

const entry = (id: string, gender: Gender, list: string): NameEntry => {
  const [en, es, fr, de, it, pt, ru, zh, ja, ko, ar] = list.split('|') as string[];
  return { id, gender, forms: { en, es, fr, de, it, pt, ru, zh, ja, ko, ar } as Record<Language, string> };
};

// Order of forms: en|es|fr|de|it|pt|ru|zh|ja|ko|ar
export const NAMES: NameEntry[] = [
  entry('emma', 'f', 'Emma|Ema|Emma|Emma|Emma|Ema|Эмма|艾玛|エマ|엠마|إيما'),
  entry('mia', 'f', 'Mia|Mía|Mia|Mia|Mia|Mia|Мия|米娅|ミア|미아|ميا'),
  entry('sophie', 'f', 'Sophie|Sofía|Sophie|Sophie|Sofia|Sofia|Софья|索菲亚|ソフィア|소피아|صوفيا'),
  entry('lena', 'f', 'Lena|Lena|Léna|Lena|Lena|Lena|Лена|莉娜|レナ|레나|لينا'),
  entry('anna', 'f', 'Anna|Ana|Anne|Anna|Anna|Ana|Анна|安娜|アンナ|안나|آنا'),
  entry('mary', 'f', 'Mary|María|Marie|Maria|Maria|Maria|Мария|玛丽亚|マリア|마리아|مريم'),
  entry('clara', 'f', 'Clara|Clara|Claire|Klara|Chiara|Clara|Клара|克拉拉|クララ|클라라|كلارا'),
  entry('hana', 'f', 'Hannah|Ana|Hannah|Hanna|Anna|Hana|Ханна|汉娜|ハナ|하나|هناء'),
  entry('john', 'm', 'John|Juan|Jean|Johann|Giovanni|João|Иван|约翰|ジョン|존|يوحنا'),
  entry('luke', 'm', 'Luke|Lucas|Luc|Lukas|Luca|Lucas|Лука|卢卡|ルカ|루카|لوقا'),
  entry('max', 'm', 'Max|Max|Max|Max|Max|Max|Макс|马克斯|マックス|맥스|ماكس'),
  entry('ben', 'm', 'Ben|Ben|Ben|Ben|Ben|Ben|Бен|本|ベン|벤|بن'),
  entry('paul', 'm', 'Paul|Pablo|Paul|Paul|Paolo|Paulo|Павел|保罗|ポール|폴|بولس'),
  entry('peter', 'm', 'Peter|Pedro|Pierre|Peter|Pietro|Pedro|Пётр|彼得|ピーター|피터|بطرس'),
  entry('leo', 'm', 'Leo|León|Léo|Leo|Leo|Léo|Лев|里奥|レオ|레오|ليو'),
  entry('noah', 'm', 'Noah|Noé|Noé|Noah|Noè|Noé|Ной|诺亚|ノア|노아|نوح'),
  entry('sora', 'm', 'Sky|Cielo|Ciel|Himmel|Cielo|Céu|Небо|天空|ソラ|하늘|سماء'),
];

/** Finds a known name written in any Latin-script language form. */
export function findKnownName(word: string): NameEntry | undefined {
  const lower = word.toLowerCase();
  return NAMES.find((n) => Object.values(n.forms).some((form) => form.toLowerCase() === lower));
}
