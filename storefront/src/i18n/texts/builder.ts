/** Texts of the builder area (German and English side by side). */
export default {
  de: {},
  en: {},
};
