/** Texts of the account area (German and English side by side). */
export default {
  de: {},
  en: {},
};
