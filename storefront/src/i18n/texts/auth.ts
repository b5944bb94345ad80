/** Texts of the auth area (German and English side by side). */
export default {
  de: {},
  en: {},
};
