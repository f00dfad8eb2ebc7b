/** German texts of the names plugin, loaded when the app switches to 'de'. */
const de: Record<string, string> = {
  'names.feature': 'Namen wählen',
  'names.view.register.title': 'Namen wählen',
  'names.view.success.title': 'Name registriert',
  'names.form.label': 'Wähle deinen Namen',
  'names.form.field': 'Name',
  'names.form.hint':
    'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen. Dein Name endet auf .reown.id.',
  'names.form.invalidCharacters': 'Nur Buchstaben, Ziffern und Bindestriche.',
  'names.form.tooShort': 'Mindestens 4 Zeichen.',
  'names.form.tooLong': 'Höchstens 64 Zeichen.',
  'names.form.checking': '{name} wird geprüft …',
  'names.form.available': '{name} ist frei',
  'names.form.taken': '{name} ist vergeben',
  'names.form.suggestions': 'Andere Namen',
  'names.form.register': 'Registrieren',
  'names.form.registering': 'Bestätige die Registrierung in deinem Wallet …',
  'names.success.heading': '{name} gehört dir',
  'names.success.body': 'Er wird jetzt statt deiner Adresse angezeigt.',
  'names.success.back': 'Zurück zum Konto',
  'names.unsupported': 'Namen gibt es nur in EVM-Netzwerken.',
  'names.error.register': 'Fehler beim Registrieren des Namens {name}',
  'names.error.suggestions': 'Fehler beim Laden der Namensvorschläge',
  'names.error.network': 'Netzwerk nicht gefunden',
  'names.error.account': 'Adresse oder Auth-Connector nicht gefunden',
  'names.error.chainId': 'Ungültige chainId',
}

export default de
