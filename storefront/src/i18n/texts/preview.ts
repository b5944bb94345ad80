/** Texts of the preview area (German and English side by side). */
export default {
  de: {},
  en: {},
};
