export {
  CheckIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  ExternalIcon,
  GridIcon,
  NetworkIcon,
  PowerIcon,
  RefreshIcon,
  SearchIcon,
  WalletIcon,
  WarningIcon,
} from './media.js'
