/** Texts of the cookies area (German and English side by side). */
export default {
  de: {},
  en: {},
};
