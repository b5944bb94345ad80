/** Texts of the books area (German and English side by side). */
export default {
  de: {},
  en: {},
};
