// Composition (a) with the code of the first open (the modal's shell and core views, and eip155's
// check of announced wallets) in the first load: the click fetches nothing. Not a way to ship
// Portico (it is about 33 KiB over the 95 KiB budget before the click); it measures what the
// 30 ms click budget would cost in size. The deep imports are the modules the first open loads.
import * as announcementParser from '../../../../chains/eip155/src/discovery/parseAnnouncement.js'
import * as modalBundle from '../../../../ui/src/shell/modalBundle.js'
import portico from '../connect-evm/portico.js'
import { mountConnectButton } from '../mountConnectButton.js'

// Used, so the bundler keeps them in the entry (every package is free of side effects).
if (!modalBundle.ModalRoot || typeof announcementParser.parseAnnouncement !== 'function')
  throw new Error('The first open code is missing')
mountConnectButton(portico)
