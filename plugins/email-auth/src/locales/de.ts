/** German texts of the e-mail wallet: the Connect section, the entry in Account, the views and flows. */
const de = {
  'emailAuth.view.login': 'Mit E-Mail anmelden',
  'emailAuth.view.update': 'E-Mail ändern',
  'emailAuth.view.approve': 'Transaktion bestätigen',
  'emailAuth.email.label': 'E-Mail',
  'emailAuth.email.submit': 'Weiter',
  'emailAuth.email.invalid': 'Prüfen Sie die E-Mail-Adresse',
  'emailAuth.otp.title': 'E-Mail bestätigen',
  'emailAuth.otp.sent': 'Geben Sie den 6-stelligen Code ein, den wir an {email} gesendet haben',
  'emailAuth.otp.label': 'Code',
  'emailAuth.otp.submit': 'Bestätigen',
  'emailAuth.otp.invalid': 'Geben Sie die 6 Ziffern des Codes ein',
  'emailAuth.otp.resend': 'Code erneut senden',
  'emailAuth.otp.resent': 'Ein neuer Code ist unterwegs',
  'emailAuth.device.title': 'Dieses Gerät freigeben',
  'emailAuth.device.text':
    'Öffnen Sie den Link, den wir an {email} gesendet haben, um dieses Gerät freizugeben. Diese Seite geht dann von selbst weiter.',
  'emailAuth.sending': 'Code wird gesendet…',
  'emailAuth.connecting': 'Verbindung wird hergestellt…',
  'emailAuth.update.label': 'Neue E-Mail',
  'emailAuth.update.submit': 'Codes senden',
  'emailAuth.update.primary':
    'Geben Sie den Code ein, den wir an Ihre bisherige E-Mail {email} gesendet haben',
  'emailAuth.update.secondary': 'Geben Sie den Code ein, den wir an {email} gesendet haben',
  'emailAuth.update.done': 'Ihre E-Mail ist jetzt {email}',
  'emailAuth.update.back': 'Zurück zum Konto',
  'emailAuth.approve.waiting':
    'Bestätigen Sie die Anfrage in der eingebetteten Wallet oder lehnen Sie sie ab',
}

export default de
