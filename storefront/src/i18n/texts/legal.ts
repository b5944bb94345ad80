/** Texts of the legal area (German and English side by side). */
export default {
  de: {},
  en: {},
};
