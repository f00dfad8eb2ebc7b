/** English texts bundled with the entry: the feature label and the view title. */
const en = {
  'onramp.feature': 'Buy',
  'onramp.view.title': 'Buy crypto',
}

export default en
