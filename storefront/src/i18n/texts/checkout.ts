/** Texts of the checkout area (German and English side by side). */
export default {
  de: {},
  en: {},
};
