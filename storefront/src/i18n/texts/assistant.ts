/** Texts of the assistant area (German and English side by side). */
export default {
  de: {},
  en: {},
};
