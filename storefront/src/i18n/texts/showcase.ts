/** Texts of the showcase area (German and English side by side). */
export default {
  de: {},
  en: {},
};
