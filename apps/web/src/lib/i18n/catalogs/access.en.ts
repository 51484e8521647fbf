/**
 * Sign-in links: the invitation a user added without a password gets, an admin's access reset, and
 * the screen the link opens. Arabic in access.ar.ts.
 */
export const accessEn = {
  linkTitle: 'Sign-in link for {{name}}',
  linksTitle_one: 'Sign-in link for {{count}} new user',
  linksTitle_other: 'Sign-in links for {{count}} new users',
  linkIntro:
    'Send this link to {{name}}. It opens their account once, to choose a password, until {{date}}. No password signs in before then.',
  linksIntro: 'Send each new user their own link. It opens their account once, to choose a password, until {{date}}.',
  linkLabel: 'Sign-in link for {{name}}',
  copy: 'Copy link',
  copyAll: 'Copy all links',
  copied: 'Link copied',
  copiedAll: 'Links copied',
  copyFailed: 'Could not copy: select the link and copy it',
  whatsApp: 'Send by WhatsApp',
  whatsAppText:
    'Hello {{name}}, your account on {{brand}} is ready. Open this link to choose your password (it works once, until {{date}}): {{url}}',
  invited: 'Invited',
  invitedUntil: 'Sign-in link valid until {{date}}',
  linkExpired: 'Sign-in link expired',
  needsLink: 'Needs a sign-in link',
  newLink: 'New link',
  newLinkFor: 'New sign-in link for {{name}}',
  resetTitle: 'New sign-in link',
  resetConfirm:
    '{{name}} ({{email}}) is signed out everywhere, and their password and any earlier link stop working. Only the new link opens their account.',
  resetConfirmLabel: 'Create link',
  importedWithLinks_one: '{{count}} user was added without a password: send them their sign-in link.',
  importedWithLinks_other: '{{count}} users were added without a password: send each their sign-in link.',
  showLinks: 'Show sign-in links',
  passwordPlaceholder: 'Optional',
  lostAccess: 'Lost their password or phone? A new sign-in link replaces the password.',
  pageTitle: 'Choose your password',
  offlineCheck: 'No connection: your link could not be checked. Try again when you have signal.',
  offline: 'No connection: your password may not have been saved. Try again when you have signal.',
  maybeSaved: 'This link was used a moment ago: if that was you, your password is saved. Sign in with it.',
  welcomeTitle: 'Welcome, {{name}}',
  welcomeIntro: 'Choose the password you will sign in with as {{email}}. This link works once.',
  checking: 'Checking your link…',
  problemTitle: 'This link cannot be used',
  goToSignIn: 'Go to sign in',
  savePassword: 'Save password and sign in',
};

/** The server's words about sign-in links, shown in Arabic when chosen (translateText). */
export const accessMessagesEn = {
  invitationIncomplete: 'The invitation link is incomplete',
  invitationFailed: 'Could not open the sign-in link',
  resetFailed: 'Could not create a sign-in link',
};
