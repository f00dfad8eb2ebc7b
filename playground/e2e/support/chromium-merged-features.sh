#!/bin/sh
# Starts $PORTICO_CHROMIUM with every --disable-features (and --enable-features) it is given merged
# into one. Chromium keeps only the last occurrence of a switch, so a list of our own after
# Playwright's would silently replace Playwright's (PaintHolding, ThirdPartyStoragePartitioning, ...).
set -eu
: "${PORTICO_CHROMIUM:?PORTICO_CHROMIUM names the Chromium to start}"
disabled=''
enabled=''
for arg do
  shift
  case "$arg" in
    --disable-features=*) disabled="${disabled:+$disabled,}${arg#--disable-features=}" ;;
    --enable-features=*) enabled="${enabled:+$enabled,}${arg#--enable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
if [ -n "$disabled" ]; then set -- "$@" "--disable-features=$disabled"; fi
if [ -n "$enabled" ]; then set -- "$@" "--enable-features=$enabled"; fi
exec "$PORTICO_CHROMIUM" "$@"
