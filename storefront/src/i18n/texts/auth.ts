/** Texts of the auth area (German and English side by side): the login screen and the hosted-login return. */
export default {
  de: {
    login: {
      title: 'Schön, dass du da bist!',
      subtitle:
        'Melde dich an, um eigene Geschichten zu erschaffen und deine Bücher jederzeit wiederzufinden.',
      google: 'Weiter mit Google',
      apple: 'Weiter mit Apple',
      divider: 'oder',
      emailOption: 'Mit E-Mail anmelden',
      emailLabel: 'E-Mail-Adresse',
      passwordLabel: 'Passwort',
      showPassword: 'Passwort anzeigen',
      hidePassword: 'Passwort verbergen',
      submit: 'Anmelden',
      submitting: 'Du wirst angemeldet …',
      configError: 'Die Anmeldung ist gerade leider nicht möglich. Bitte wende dich an unseren Support.',
      genericError: 'Wir konnten dich nicht anmelden. Bitte überprüfe deine Zugangsdaten.',
      passwordReset: 'Du musst dein Passwort zurücksetzen. Bitte nutze dafür die gehostete Anmeldung.',
      openHostedLogin: 'Zur gehosteten Anmeldung',
      contactSupport: 'Support kontaktieren',
      privacy:
        'Wie wir mit deinen Daten umgehen, erfährst du in unseren <privacy>Datenschutzhinweisen</privacy>.',
    },
    callback: {
      signingIn: 'Einen Moment, du wirst angemeldet …',
      errorTitle: 'Das hat leider nicht geklappt',
      backToLogin: 'Zurück zur Anmeldung',
    },
  },
  en: {
    login: {
      title: 'Lovely to see you!',
      subtitle: 'Sign in to create your own stories and find your books whenever you like.',
      google: 'Continue with Google',
      apple: 'Continue with Apple',
      divider: 'or',
      emailOption: 'Sign in with email',
      emailLabel: 'Email address',
      passwordLabel: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Sign in',
      submitting: 'Signing you in …',
      // spec §8, verbatim.
      configError: 'Login is not available right now. Please contact support.',
      genericError: 'We could not sign you in. Please check your credentials.',
      passwordReset: 'Password reset required. Please use the hosted login',
      openHostedLogin: 'Open the hosted login',
      contactSupport: 'Contact support',
      privacy: 'Read how we look after your data in our <privacy>privacy notice</privacy>.',
    },
    callback: {
      signingIn: 'One moment, signing you in …',
      errorTitle: 'That did not work out',
      backToLogin: 'Back to login',
    },
  },
};
