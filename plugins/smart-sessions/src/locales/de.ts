import type en from './en.js'

// German texts of the smart-sessions plugin.
export default {
  'smartSessions.feature': 'Sitzungen',
  'smartSessions.view.title': 'Sitzungen',
  'smartSessions.loading': 'Sitzungen werden geladen…',
  'smartSessions.empty.title': 'Keine Sitzungen',
  'smartSessions.empty.body': 'Apps, denen du Sitzungsrechte gibst, erscheinen hier.',
  'smartSessions.error.title': 'Sitzungen nicht verfügbar',
  'smartSessions.retry': 'Erneut versuchen',
  'smartSessions.expires': 'Läuft ab am {date}',
  'smartSessions.expired': 'Abgelaufen am {date}',
  'smartSessions.revoked': 'Widerrufen',
  'smartSessions.active': 'Aktiv',
  'smartSessions.revoke': 'Widerrufen',
  'smartSessions.revokeNamed': 'Sitzung von {project} widerrufen',
  'smartSessions.revoking': 'Wird widerrufen…',
  'smartSessions.permission.native': 'Bis zu {amount} {symbol} alle {period} ausgeben',
  'smartSessions.permission.erc20': 'Bis zu {amount} Einheiten des Tokens {token} alle {period} ausgeben',
  'smartSessions.permission.call': '{functions} auf {contract} aufrufen',
  'smartSessions.permission.unknown': 'Unbekanntes Recht ({type})',
  'smartSessions.policies': 'Richtlinien: {count}',
  'smartSessions.skipped': '{count} Einträge der Antwort sind unlesbar und werden nicht gezeigt.',
} satisfies Record<keyof typeof en, string>
