#!/usr/bin/env bash
# Browser tests and audits use Debian's Chromium (never a browser a tool downloads) and a CJK font,
# without which Chinese text renders as boxes and layout timings are wrong.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qiE 'wqy|noto.*cjk' || need+=(fonts-wqy-microhei)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} from Debian's packages"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
chromium --version
