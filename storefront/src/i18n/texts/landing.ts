/** Texts of the landing area (German and English side by side). */
export default {
  de: {},
  en: {},
};
